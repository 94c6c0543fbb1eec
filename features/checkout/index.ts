// The client-safe entry of the checkout kit: the sale steps every product (hotel, flight, deal, combo) reuses.
export { default as checkoutStyles } from './checkout.module.css';
export { StepIndicator } from './page/step-indicator';
export { RequestUnavailable } from './page/request-unavailable';
export { readCheckoutStep } from './page/read-checkout-step';
export { useCheckoutStep } from './page/use-checkout-step';
export { HoldCountdown } from './hold/hold-countdown';
export { serverClockOffset } from './hold/hold-rules';
export { PaymentMethodsStep } from './payment/payment-methods-step';
export { keepPayLaterMin, PAY_LATER_MIN_KEY, payLaterProblem } from './payment/pay-later-rules';
export { refreshTimeOfText } from './payment/refresh-time';
export { PendingOrder } from './pending-order/pending-order';
export { orderOfCheckout } from './pending-order/pending-order-api';
export { emailError, FIELD_LIMITS, localPhone, nameError, phoneError, phoneForApi, specialRequestsError } from './receivers/field-rules';

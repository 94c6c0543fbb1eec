// The client-safe entry of booking: contracts and the browser's calls.
export { BOOKING_LIMITS, bookingRequestIdSchema, type RequestPriceBody } from './schemas';
export { requestPrice } from './api/booking-requests';
export { CheckoutPage } from './checkout/page/checkout-page';
export { readCheckoutStep } from './checkout/page/read-checkout-step';
// the checkout pieces other products (flights) reuse
export { StepIndicator } from './checkout/page/step-indicator';
export { RequestUnavailable } from './checkout/page/request-unavailable';
export { PendingOrder } from './checkout/pending-order/pending-order';
export { useCheckoutStep } from './checkout/page/use-checkout-step';
export { HoldCountdown } from './checkout/hold/hold-countdown';
export { serverClockOffset } from './checkout/hold/hold-rules';
export { PaymentMethodsStep } from './checkout/payment/payment-methods-step';
export { refreshTimeOfText } from './checkout/payment/refresh-time';
export { emailError, localPhone, nameError, phoneError, phoneForApi } from './checkout/receivers/field-rules';

import 'server-only';
export { providerFor } from './server/providers';
export type { ApplyResult, PaymentEvent, PaymentProvider, PaymentRequest, RefundRequest, RefundResult, VerifiedNotification } from './server/providers/types';
// ---- payment methods, vouchers, banks, pay-later partner (H4) ----
export { listMethods as listPaymentMethodsFor } from './server/methods/list-methods';
export { chooseMethod as choosePaymentMethod } from './server/methods/choose-method';
export { methodAmount as paymentMethodAmount } from './server/methods/method-amount-of';
export { findUsableVoucher, voucherHash } from './server/vouchers';
export { listBanks, listBranches as listBankBranches } from './server/banks';
export { registerPayLaterToken, requestPayLaterToken } from './server/pay-later-partner/member-account';
export { payLaterLimit } from './server/pay-later-partner/limit-route';
export { setPayLaterTransport } from './server/pay-later-partner/client';
export { sandboxPartnerLive, sandboxPayLaterApi } from './sandbox/pay-later/api-handler';
export { completeCheckout as completePayLaterCheckout, readCheckout as readPayLaterCheckout, setPayLaterCallbackTransport } from './sandbox/pay-later/checkout';
export { PayLaterCheckoutPage } from './sandbox/pay-later/checkout-page';
export { PayLaterOverviewPage } from './sandbox/pay-later/overview-page';

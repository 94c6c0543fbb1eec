import 'server-only';
export { providerFor } from './server/providers';
export type { ApplyResult, NotificationContext, PaymentEvent, PaymentRequest } from './server/providers/types';
// payment_attempts: payment writes it; orders call these inside their own transaction
export { attemptOrderOf, cancelOpenAttempts, closeAttempt, latestOpenAttempt, lockAttempt, markAttemptRefunded, recordSettledAttempt, replaceOpenAttempt, succeededAttemptOf, type AttemptRow } from './server/attempts/attempts';
export { giveVouchersBack } from './server/attempts/voucher-use';
// the bank account list, and the built-in VNPay and bank sandboxes (app/sandbox/*, only while they are live)
export { receivingAccount, receivingAccounts } from './server/bank-accounts';
export { vnpaySandboxLive } from './server/providers/vnpay/config';
export { checkPayParams, vnpFields } from './sandbox/vnpay/check';
export { completeSandboxPayment, isSandboxAction } from './sandbox/vnpay/complete';
export { sandboxRefund } from './sandbox/vnpay/refund-api';
export { bankSandboxLive, sandboxTransferSchema, sendSandboxTransfer, transferOrderCodes } from './sandbox/bank/notify';
export { sandboxMessages } from './sandbox/messages';
// payment methods, vouchers, banks, the pay-later partner and its sandbox
export { BANK_TRANSFER_MAX_VND } from './server/methods/rules';
export { listMethods as listPaymentMethodsFor, listMethodsForPurchase as listPaymentMethodsForPurchase } from './server/methods/list-methods';
export { chooseMethod as choosePaymentMethod, clearMethod as clearPaymentMethod } from './server/methods/choose-method';
export { methodAmount as paymentMethodAmount } from './server/methods/method-amount-of';
export { payLaterLimitAtOrder, recheckMethodAtOrder } from './server/methods/order-time-check';
export { hotelPayable, type HeldRequestReader, type PayableRequest } from './server/methods/held-request';
export { voucherHash } from './server/vouchers';
export { listBanks, listBranches as listBankBranches } from './server/banks';
export { registerPayLaterToken, requestPayLaterToken } from './server/pay-later-partner/member-account';
export { payLaterLimit } from './server/pay-later-partner/limit-route';
export { setPayLaterTransport } from './server/pay-later-partner/client';
export { sandboxPartnerLive, sandboxPayLaterApi } from './sandbox/pay-later/api-handler';
export { completeCheckout as completePayLaterCheckout, readCheckout as readPayLaterCheckout, setPayLaterCallbackTransport } from './sandbox/pay-later/checkout';

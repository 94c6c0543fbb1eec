import 'server-only';
export { providerFor } from './server/providers';
export type { ApplyResult, PaymentEvent, PaymentRequest } from './server/providers/types';
// payment_attempts: payment writes it; orders call these inside their own transaction
export {
  attemptOrderOf,
  cancelOpenAttempts,
  closeAttempt,
  latestOpenAttempt,
  lockAttempt,
  markAttemptRefunded,
  recordSettledAttempt,
  replaceOpenAttempt,
  succeededAttemptOf,
  type AttemptRow,
} from './server/attempts/attempts';
export { giveVouchersBack, takeStayVoucher } from './server/attempts/voucher-use';
// the bank account list; whether the built-in VNPay sandbox (features/sandboxes) is live
export { receivingAccount, receivingAccounts, type BankAccount } from './server/bank-accounts';
export { vnpaySandboxLive } from './server/providers/vnpay/config';
// the partners' protocols, which the built-in partner sandboxes (features/sandboxes) speak from the other side
export { VNPAY_IPN_PATH, vnpaySecret, vnpayTmnCode } from './server/providers/vnpay/config';
export {
  parseVnpDate,
  pipeHash,
  REFUND_REQUEST_FIELDS,
  REFUND_RESPONSE_FIELDS,
  signData,
  signed,
  verifySigned,
  vnpDate,
  type VnpParams,
} from './server/providers/vnpay/sign';
export { orderCodeCandidates } from './server/providers/bank-transfer/notification';
export { bankSignature, bankWebhookSecret } from './server/providers/bank-transfer/signature';
export { readSignedJson } from './server/providers/signed-json';
export { partnerApiKey, usesSandboxPartner } from './server/pay-later-partner/config';
export {
  CHECKOUT_PARAMS,
  checkoutText,
  hmacHex,
  returnText,
  signatureMatches,
  signedBodyHeaders,
  signedBodyValid,
  type CheckoutParams,
} from './server/pay-later-partner/signing';
export { DEMO_VOUCHERS } from './demo-vouchers';
// payment methods, vouchers, banks, the pay-later partner
export { BANK_TRANSFER_MAX_VND } from './server/methods/rules';
export {
  listMethods as listPaymentMethodsFor,
  listMethodsForPurchase as listPaymentMethodsForPurchase,
} from './server/methods/list-methods';
export { chooseMethod as choosePaymentMethod, clearMethod as clearPaymentMethod } from './server/methods/choose-method';
export { methodAmount as paymentMethodAmount } from './server/methods/method-amount-of';
export { payLaterLimitAtOrder, recheckMethodAtOrder } from './server/methods/order-time-check';
export { hotelPayable, type PayableRequest } from './server/methods/held-request';
export { voucherHash } from './server/vouchers';
export { listBanks, listBranches as listBankBranches } from './server/banks';
export { registerPayLaterToken, requestPayLaterToken } from './server/pay-later-partner/member-account';
export { payLaterLimit } from './server/pay-later-partner/limit-route';
export { setPayLaterTransport } from './server/pay-later-partner/client';

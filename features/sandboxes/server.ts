import 'server-only';
// The built-in partner sandboxes (stand-ins for VNPay, the bank, the pay-later partner and the company registry),
// mounted by app/sandbox/* only while they are live. No feature imports this module.
export { checkPayParams, vnpFields } from './vnpay/check';
export { completeSandboxPayment, isSandboxAction } from './vnpay/complete';
export { sandboxRefund } from './vnpay/refund-api';
export { bankSandboxLive, sandboxTransferSchema, sendSandboxTransfer, transferOrderCodes } from './bank/notify';
export { sandboxMessages } from './messages';
export { sandboxPartnerLive, sandboxPayLaterApi } from './pay-later/api-handler';
export {
  completeCheckout as completePayLaterCheckout,
  readCheckout as readPayLaterCheckout,
  setPayLaterCallbackTransport,
} from './pay-later/checkout';
export { sandboxCompany } from './company/company-sandbox';

import 'server-only';
export { providerFor } from './server/providers';
export type { ApplyResult, PaymentEvent, PaymentProvider, PaymentRequest, RefundRequest, RefundResult, VerifiedNotification } from './server/providers/types';
// H1: the bank account list, and the built-in VNPay and bank sandboxes (app/sandbox/*, only while they are live)
export { receivingAccount, receivingAccounts } from './server/bank-accounts';
export { vnpaySandboxLive } from './server/providers/vnpay/config';
export { checkPayParams, vnpFields } from './sandbox/vnpay/check';
export { completeSandboxPayment, isSandboxAction } from './sandbox/vnpay/complete';
export { sandboxRefund } from './sandbox/vnpay/refund-api';
export { bankSandboxLive, sandboxTransferSchema, sendSandboxTransfer } from './sandbox/bank/notify';
export { VnpayPayView } from './sandbox/components/vnpay-pay-view';
export { BankTransferView } from './sandbox/components/bank-transfer-view';
export { SandboxIndexView } from './sandbox/components/sandbox-index-view';
export { SandboxCard } from './sandbox/components/sandbox-card';
export { sandboxMessages } from './sandbox/messages';

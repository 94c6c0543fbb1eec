import 'server-only';
// The server-rendered pages and sections of payment that app/ mounts. API routes import server.ts, which loads no UI.
export { VnpayPayView } from './sandbox/components/vnpay-pay-view';
export { BankTransferView } from './sandbox/components/bank-transfer-view';
export { SandboxIndexView } from './sandbox/components/sandbox-index-view';
export { SandboxCard } from './sandbox/components/sandbox-card';
export { PayLaterCheckoutPage } from './sandbox/pay-later/checkout-page';
export { PayLaterOverviewPage } from './sandbox/pay-later/overview-page';

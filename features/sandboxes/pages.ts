import 'server-only';
// The sandboxes' server-rendered pages that app/sandbox mounts. Routes import server.ts, which loads no UI.
export { VnpayPayView } from './components/vnpay-pay-view';
export { BankTransferView } from './components/bank-transfer-view';
export { SandboxIndexView } from './components/sandbox-index-view';
export { SandboxCard } from './components/sandbox-card';
export { PayLaterCheckoutPage } from './pay-later/checkout-page';
export { PayLaterOverviewPage } from './pay-later/overview-page';

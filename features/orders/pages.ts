import 'server-only';
// The server-rendered pages of orders that app/ mounts. API routes import server.ts, which loads no UI.
export { PaymentResultPage } from './payment-result/payment-result-page';

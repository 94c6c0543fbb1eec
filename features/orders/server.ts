import 'server-only';
// the request schemas the order routes parse with
export {
  checkoutParamsSchema,
  createOrderBodySchema,
  orderCodeParamsSchema,
  orderLookupQuerySchema,
  ordersQuerySchema,
  orderTokenQuerySchema,
  paymentLinkQuerySchema,
} from './schemas';
export { listOrders } from './server/reads/list-orders';
export { accessOf, viewerOfPage, viewerOfRequest, type OrderRow, type OrderViewer } from './server/access/order-access';
export { orderDetailOf } from './server/reads/order-detail-of';
export { sandboxMailScope, viewerOwnsNamedOrders, viewerOwnsTransaction } from './server/access/sandbox-access';
export { SANDBOX_PASS_PARAM } from './server/access/sandbox-pass';
export { signOrderToken } from './server/access/order-token';
export { getOrderDetail } from './server/reads/get-order-detail';
// making an order: each product passes its order source (features/<product>/server/order-source.ts)
export { createOrder } from './server/making/create-order';
export type { OrderSource } from './server/making/order-source';
export type { OrderNameRow, OrderProducts, OrderReads, OrderTitles, PayingVoucher } from './server/order-products';
export { releaseKeptSeats } from './server/cancelling/release-stays';
export { dealVouchersMail } from './server/emails/deal-vouchers';
export { chosenMethodIn, newOrderValues, payLaterLimitBefore } from './server/making/order-making';
export { keepSoldSeats, keepSoldStays } from './server/making/sold-ledger';
export { roomNightsOf } from './server/reads/room-nights';
export { createPaymentLink } from './server/paying/create-payment-link';
export { applyPaymentEvent } from './server/paying/apply-payment-event';
export { lockedOrderStatus } from './server/paying/order-status-lock';
export { handlePaymentNotification } from './server/paying/payment-notification';
export { expireUnpaidOrders } from './server/cancelling/expire-unpaid-orders';
export { startOrderSweeper } from './server/cancelling/order-sweeper';
export { memberOrder, orderByTransaction, ordersNamed, paymentAttemptOf } from './server/reads/order-reads';
export { lookupOrder, resetOrderLookupLimit } from './server/access/order-lookup';
// ---- cancellation, refunds, invoices ----
export { cancelOrder } from './server/cancelling/cancel-order';
export { listCancelReasons } from './server/cancelling/cancel-reasons';
export { getInvoice, putInvoice } from './server/invoicing/invoice-request';
export { companySandboxLive, lookupCompany, resetCompanyLookupLimit } from './server/invoicing/company-lookup';
export { cancelOrderBodySchema, cancelOrderByTokenBodySchema, invoiceBodySchema, taxCodeParamsSchema } from './schemas';

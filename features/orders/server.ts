import 'server-only';
// the request schemas the order routes parse with
export { checkoutParamsSchema, createOrderBodySchema, orderCodeParamsSchema, orderLookupQuerySchema, ordersQuerySchema, orderTokenQuerySchema, paymentLinkQuerySchema } from './schemas';
export { listOrders } from './server/list-orders';
export { accessOf, viewerOfPage, viewerOfRequest, type OrderRow } from './server/order-access';
export { orderDetailOf } from './server/order-detail-of';
export { sandboxMailScope, viewerOwnsNamedOrders, viewerOwnsTransaction } from './server/sandbox-access';
export { SANDBOX_PASS_PARAM } from './server/sandbox-pass';
export { signOrderToken } from './server/order-token';
export { getOrderDetail } from './server/get-order-detail';
// making an order: each product passes its order source (features/<product>/server/order-source.ts)
export { createOrder } from './server/making/create-order';
export type { OrderSource } from './server/making/order-source';
export type { OrderProducts } from './server/order-products';
export { releaseKeptSeats } from './server/release-stays';
export { dealVouchersMail } from './server/emails/deal-vouchers';
export { chosenMethodIn, newOrderValues, payLaterLimitBefore } from './server/making/order-making';
export { keepSoldSeats, keepSoldStays } from './server/making/sold-ledger';
export { dealOrderTitle } from './server/order-titles';
export { roomNightsOf } from './server/room-nights';
export { createPaymentLink } from './server/create-payment-link';
export { applyPaymentEvent } from './server/apply-payment-event';
export { lockedOrderStatus } from './server/order-status-lock';
export { handlePaymentNotification } from './server/payment-notification';
export { expireUnpaidOrders } from './server/expire-unpaid-orders';
export { startOrderSweeper } from './server/order-sweeper';
export { memberOrder, orderByTransaction, ordersNamed, paymentAttemptOf } from './server/order-reads';
export { lookupOrder, resetOrderLookupLimit } from './server/order-lookup';
// ---- cancellation, refunds, invoices ----
export { cancelOrder } from './server/cancel-order';
export { listCancelReasons } from './server/cancel-reasons';
export { getInvoice, putInvoice } from './server/invoice-request';
export { companySandboxLive, lookupCompany, resetCompanyLookupLimit, type CompanyRegistry } from './server/company-lookup';
export { cancelOrderBodySchema, cancelOrderByTokenBodySchema, invoiceBodySchema, taxCodeParamsSchema } from './schemas';

import 'server-only';
export { listOrders } from './server/list-orders';
export { orderDetail } from './server/order-detail';
export { accessOf, orderFor, viewerOfPage, viewerOfRequest, type OrderRow, type OrderViewer } from './server/order-access';
export { signOrderToken, verifyOrderToken } from './server/order-token';
export { moveOrder, recordCreated } from './server/transition';
export { getOrderDetail } from './server/get-order-detail';
// ---- cancellation, refunds, invoices ----
export { cancelOrder } from './server/cancel-order';
export { listCancelReasons } from './server/cancel-reasons';
export { getInvoice, putInvoice } from './server/invoice-request';
export { lookupCompany, resetCompanyLookupLimit } from './server/company-lookup';
export { sandboxCompany } from './server/company-sandbox';
export { cancelOrderBodySchema, cancelOrderByTokenBodySchema, invoiceBodySchema, taxCodeParamsSchema } from './schemas';
export { orderCodeParamsSchema as invoiceParamsSchema, orderTokenQuerySchema as invoiceQuerySchema } from './schemas';

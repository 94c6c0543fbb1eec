// The server-only entry of deals.
import 'server-only';
export { listDealCategories } from './server/list-deal-categories';
export { listDeals } from './server/list-deals';
export { dealNameOf, getDealDetail } from './server/get-deal-detail';
export { dealSitemapEntries } from './server/deal-sitemap';
export { dealImageResponse } from './server/deal-image-response';
// ---- buying: its order source, units given back, the payment facts, a deal order's line ----
export { releaseDealUnits } from './server/inventory';
export { dealPaymentFacts } from './server/purchase-check';
export { orderDealOf } from './server/deal-vouchers';
export { dealOrderNamesOf } from './server/order-names';
export { payingVoucherOf } from './server/paying-voucher';
export { createDealOrder, dealOrderConfirmed } from './server/order-source';
export { pendingDealOrder } from './server/pending-deal-order';

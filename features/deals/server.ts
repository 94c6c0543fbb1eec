// The server-only entry of deals.
import 'server-only';
export { listDealCategories } from './server/list-deal-categories';
export { listDeals } from './server/list-deals';
export { dealNameOf, getDealDetail } from './server/get-deal-detail';
export { dealSitemapEntries } from './server/deal-sitemap';
export { dealImageResponse } from './server/deal-image-response';
// ---- buying: units, checks, issued vouchers (features/orders makes the orders) ----
export { dealUnitsLeft, takeDealUnits, releaseDealUnits } from './server/inventory';
export { dealPaymentFacts, dealPaymentFactsOf, purchasableDeal } from './server/purchase-check';
export { issueDealVouchers, orderDealOf } from './server/deal-vouchers';
export { createDealOrder, dealOrderConfirmed } from './server/order-source';
export { pendingDealOrder } from './server/pending-deal-order';

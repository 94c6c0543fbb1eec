// The client-safe entry of deals: contracts and the pure rules the pages read.
export * from './schemas';
export * from './rules';
// deals UI: list, detail, buy-deal popup, home rows, the order page's section
export { DealListScreen } from './list/deal-list-screen';
export { dealListHref, dealListQuery, readDealListParams, type DealListParams } from './list/list-params';
export { HomeDealRows, HOME_ROW_SIZE } from './home/home-deal-rows';
export { DealDetailView } from './detail/deal-detail-view';
export { BuyDeal } from './buy-deal/buy-deal';
export { DealOrderSection } from './buy-deal/deal-order-section';

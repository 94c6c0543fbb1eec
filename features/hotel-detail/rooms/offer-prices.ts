import { memberPrice, memberTeaserPrice, priceStay, type QuotePlan, type Viewer } from '@/features/hotels/index';

/** The rate-plan fields that decide a price and a member price: the ones checkout's quote reads. */
export type PlanForPricing = QuotePlan;

/** One room of a rate plan for the whole stay, as the hotel page shows it (VND). */
export type OfferPrices = {
  /** VAT and fees included, after promotion: the public price */
  totalInclusive: number;
  totalExclusive: number;
  /** before promotion (struck through when it is higher) */
  listTotalInclusive: number;
  nightlyInclusive: number;
  nightlyExclusive: number;
  /** what this viewer pays for the stay: a confirmed member's own price, else the public one */
  payTotal: number;
  /** a guest's "Chỉ còn" teaser for the stay, or null */
  teaserTotal: number | null;
};

/**
 * The hotel page's prices, as the listing card computes them (priceStay, then the member rule on one
 * room's stay total), so the page, the card and checkout agree; a selection of n rooms is n times these.
 */
export function offerPrices(plan: PlanForPricing, nightDates: readonly string[], viewer: Viewer): OfferPrices {
  const stay = priceStay(plan, nightDates);
  const nights = Math.max(1, nightDates.length);
  const discounts = { memberPercent: plan.memberDiscountPercent, mobilePercent: plan.mobileRatePercent };
  const own = viewer.kind === 'signed-in' && viewer.rates ? memberPrice(stay.inclusive, discounts, viewer.rates) : null;
  return {
    totalInclusive: stay.inclusive,
    totalExclusive: stay.exclusive,
    listTotalInclusive: stay.listInclusive,
    nightlyInclusive: Math.round(stay.inclusive / nights),
    nightlyExclusive: Math.round(stay.exclusive / nights),
    payTotal: own && own.price < stay.inclusive ? own.price : stay.inclusive,
    teaserTotal: viewer.kind === 'guest' ? memberTeaserPrice(stay.inclusive, discounts) : null,
  };
}

import {
  memberPrice,
  memberTeaserPrice,
  perNight,
  priceStay,
  withoutTaxes,
  type MemberPriceLine,
  type QuotePlan,
  type Viewer,
} from '@/features/hotels/index';

/** The rate-plan fields that decide a price and a member price: the ones checkout's quote reads. */
export type PlanForPricing = QuotePlan;

/**
 * One room of a rate plan for the stay, as the hotel page shows it (VND). Every figure comes in one unit per
 * field name: `night*` per night, `total*` the whole stay; `*Exclusive` before VAT and fees, the rest with them.
 */
export type OfferPrices = {
  nights: number;
  /** the public price after promotion */
  totalInclusive: number;
  totalExclusive: number;
  /** before promotion (struck through when it is higher) */
  listTotalInclusive: number;
  /** what this viewer pays: a confirmed member's own price, else the public one */
  payTotal: number;
  payNight: number;
  payNightExclusive: number;
  /** the public price per night (struck through beside a member's own price) */
  publicNight: number;
  /** the list price per night (struck through when promoted) */
  listNight: number;
  memberLines: MemberPriceLine[];
  /** a guest's "Chỉ còn" teaser per night (what a member pays), or null */
  teaserNight: number | null;
};

/**
 * The hotel page's prices, by the rules of the listing card and checkout (priceStay, then the member rule on one
 * room's stay total), each stay figure divided by the nights for the per-night unit the page leads with.
 */
export function offerPrices(plan: PlanForPricing, nightDates: readonly string[], viewer: Viewer): OfferPrices {
  const stay = priceStay(plan, nightDates);
  const nights = Math.max(1, nightDates.length);
  const discounts = { memberPercent: plan.memberDiscountPercent, mobilePercent: plan.mobileRatePercent };
  const own = viewer.kind === 'signed-in' && viewer.rates ? memberPrice(stay.inclusive, discounts, viewer.rates) : null;
  const member = own && own.price < stay.inclusive ? own : null;
  const payTotal = member ? member.price : stay.inclusive;
  const teaser = viewer.kind === 'guest' ? memberTeaserPrice(stay.inclusive, discounts) : null;
  return {
    nights,
    totalInclusive: stay.inclusive,
    totalExclusive: stay.exclusive,
    listTotalInclusive: stay.listInclusive,
    payTotal,
    payNight: perNight(payTotal, nights),
    payNightExclusive: perNight(withoutTaxes(payTotal, stay), nights),
    publicNight: perNight(stay.inclusive, nights),
    listNight: perNight(stay.listInclusive, nights),
    memberLines: member ? member.lines : [],
    teaserNight: teaser === null ? null : perNight(teaser, nights),
  };
}

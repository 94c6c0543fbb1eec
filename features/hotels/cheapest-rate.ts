import { memberPrice, memberTeaserPrice, type MemberPriceLine, type Viewer } from './member-price';
import { priceStay, type NightPrice } from './pricing';
import type { QuotePlan } from './quote';

/** A rate plan with its room type's free rooms on each night of the stay (same order as the nights). */
export type RateForStay = QuotePlan & { id: number; roomTypeId: number; maxAdults: number; freeRooms: readonly number[] };

/** `guests`: the party's adults (and children who take a place), spread over the rooms asked */
export type StayAsked = { nightDates: readonly string[]; roomCount: number; guests: number; viewer: Viewer };

/** The cheapest rate bookable for a stay and party, as this viewer pays it: every figure is for ONE room. */
export type RateOffer = {
  planId: number;
  roomTypeId: number;
  nights: number;
  /** rooms of its room type free on every night of the stay (the card's "Chỉ còn N phòng") */
  roomsLeft: number;
  /** the public price of one room for the whole stay (list = before promotion) */
  stay: NightPrice;
  /** what this viewer pays for one room for the whole stay, VAT and fees included */
  payTotal: number;
  /** the member lines that made payTotal (a confirmed member only; empty otherwise) */
  memberLines: MemberPriceLine[];
  /** a guest's "Chỉ còn" teaser: the least any bookable rate costs a member, whole stay; null when none is lower */
  teaserTotal: number | null;
  promotionPercent: number;
  memberPercent: number;
  mobilePercent: number;
};

/** Rooms of a room type free on every night of the stay: the fewest (0 when a night is missing). */
export const roomsFreeForStay = (freeRooms: readonly number[], nights: number): number =>
  freeRooms.length < nights || nights === 0 ? 0 : Math.max(0, Math.min(...freeRooms.slice(0, nights)));

const discountsOf = (plan: QuotePlan) => ({ memberPercent: plan.memberDiscountPercent, mobilePercent: plan.mobileRatePercent });

/** What a viewer pays for one room of the plan for the stay (spec 6: member lines for a confirmed member only). */
function payFor(plan: QuotePlan, stay: NightPrice, viewer: Viewer): { pay: number; lines: MemberPriceLine[] } {
  const own = viewer.kind === 'signed-in' && viewer.rates ? memberPrice(stay.inclusive, discountsOf(plan), viewer.rates) : null;
  return own && own.price < stay.inclusive ? { pay: own.price, lines: own.lines } : { pay: stay.inclusive, lines: [] };
}

/**
 * The one rule for "the price of a hotel for a stay" (issue 33): among the rate plans whose room type has at
 * least `roomCount` rooms free on every night and room for the party in them, the one this viewer pays least for; ties go to the lower public
 * price, then the lower plan id. Every plan is priced over the stay's own nights (weekend and season surcharges
 * differ per plan). Null when no plan is bookable: the hotel is sold out for this stay and party. The listing
 * card, its map pin and the hotel page all read their price from here.
 */
export function cheapestRate(plans: readonly RateForStay[], { nightDates, roomCount, guests, viewer }: StayAsked): RateOffer | null {
  const nights = nightDates.length;
  let best: { offer: RateOffer; publicTotal: number } | null = null;
  let teaser: number | null = null;
  for (const plan of plans) {
    const roomsLeft = roomsFreeForStay(plan.freeRooms, nights);
    if (roomsLeft < Math.max(1, roomCount)) continue;
    // the party must fit the rooms asked of this type, as the booking checks (a room too small is not bookable)
    if (plan.maxAdults * Math.max(1, roomCount) < guests) continue;
    const stay = priceStay(plan, nightDates);
    const { pay, lines } = payFor(plan, stay, viewer);
    if (viewer.kind === 'guest') {
      const member = memberTeaserPrice(stay.inclusive, discountsOf(plan));
      if (member !== null && (teaser === null || member < teaser)) teaser = member;
    }
    const better =
      !best ||
      pay < best.offer.payTotal ||
      (pay === best.offer.payTotal &&
        (stay.inclusive < best.publicTotal || (stay.inclusive === best.publicTotal && plan.id < best.offer.planId)));
    if (!better) continue;
    best = {
      publicTotal: stay.inclusive,
      offer: {
        planId: plan.id,
        roomTypeId: plan.roomTypeId,
        nights,
        roomsLeft,
        stay,
        payTotal: pay,
        memberLines: lines,
        teaserTotal: null,
        promotionPercent: plan.promotionPercent,
        memberPercent: plan.memberDiscountPercent,
        mobilePercent: plan.mobileRatePercent,
      },
    };
  }
  if (!best) return null;
  return { ...best.offer, teaserTotal: teaser !== null && teaser < best.offer.payTotal ? teaser : null };
}

/** A whole-stay amount per night, as every page shows it (the stay total over the nights, rounded). */
export const perNight = (total: number, nights: number): number => Math.round(total / Math.max(1, nights));

/**
 * An inclusive amount of the offer in the exclusive view: VAT and fees are a factor on the price, so it is
 * scaled by the public price's exclusive/inclusive ratio (the same figure checkout shows before taxes and fees).
 */
export const withoutTaxes = (inclusive: number, stay: Pick<NightPrice, 'inclusive' | 'exclusive'>): number =>
  stay.inclusive > 0 ? Math.round((inclusive * stay.exclusive) / stay.inclusive) : inclusive;

/** One night's inventory row of a room type. */
export type InventoryRow = { stayDate: string; allotment: number; held: number; sold: number };

/** A room type's free rooms on each night of the stay: the inventory row's, or the default allotment without one. */
export function freeRoomsByNight(rows: readonly InventoryRow[], nightDates: readonly string[], defaultAllotment: number): number[] {
  const byDate = new Map(rows.map((row) => [row.stayDate, row.allotment - row.held - row.sold]));
  return nightDates.map((date) => byDate.get(date) ?? defaultAllotment);
}

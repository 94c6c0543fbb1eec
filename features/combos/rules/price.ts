import { pricePerAdult } from '@/features/deals/rules';
import { quoteStay, type QuotePlan } from '@/features/hotels/index';
import { addDays } from '@/lib/dates/product-date';
import { roundThousand } from '@/lib/money/format-money';

/** Spec 9: a combo's price is shown divided by the adults it is for; 0 or a missing count means 1 (the deals' rule). */
export const perAdultPrice = pricePerAdult;

export type ComboDayPrice = {
  /** the stay + both legs before the package discount */
  gross: number;
  discount: number;
  /** to the thousand đồng */
  total: number;
  perAdult: number;
};

/**
 * One departure day's combo price: the stay (the deal's room, 1 room, its nights) + the outbound and return
 * fares for the package's adults, less the price option's discount percent, to the thousand; then per adult.
 * The same formula prices the calendar, the flight lists, the draft and the order.
 */
export function comboDayPrice({
  stay,
  outbound,
  inbound,
  discountPercent,
  adultNumber,
}: {
  stay: number;
  outbound: number;
  inbound: number;
  discountPercent: number;
  adultNumber: number;
}): ComboDayPrice {
  const gross = stay + outbound + inbound;
  const percent = Math.min(100, Math.max(0, discountPercent));
  const total = roundThousand(gross - (gross * percent) / 100);
  return { gross, discount: gross - total, total, perAdult: perAdultPrice(total, adultNumber) };
}

/** The nights of a stay from its check-in. */
const stayNights = (checkIn: string, nights: number) => Array.from({ length: nights }, (_, i) => addDays(checkIn, i));

/**
 * The lowest public price (features/hotels quoteStay, as the hotel checkout quotes it, no member rate nor coupon)
 * of one room for these nights among a room type's rate plans; null without a plan.
 */
export function cheapestStayPrice(plans: readonly QuotePlan[], checkIn: string, nights: number): number | null {
  const nightDates = stayNights(checkIn, nights);
  let best: number | null = null;
  for (const plan of plans) {
    const price = quoteStay({ lines: [{ plan, roomCount: 1 }], nightDates, rates: null }).lines[0]!.final_price;
    if (best === null || price < best) best = price;
  }
  return best;
}

import { memberPrice, type MemberPriceLine, type MemberRates } from '@/features/hotels/index';
import type { HotelListItem } from '../schemas';

export type PriceFlags = {
  /** per night (true) or the whole stay (false) */
  isPriceOneNight: boolean;
  /** VAT and fees included (true) or excluded (false) */
  isShowFinalPriceHotel: boolean;
};

type PriceLabelKey =
  | 'price.nightInclusive'
  | 'price.nightExclusive'
  | 'price.totalInclusive'
  | 'price.totalExclusive';

export type PriceView = {
  amount: number;
  strikethrough: number | null;
  percent: number | null;
  labelKey: PriceLabelKey;
  /** the per-night price shown in the tooltip */
  tooltipAmount: number;
  /** a guest's teaser: what every member pays, in the same view, when a member discount is available */
  memberAmount: number | null;
  /** a confirmed member's own price (amount is then the public price), with the discounts that made it */
  member: { amount: number; percent: number; lines: MemberPriceLine[] } | null;
};

type PricedHotel = Pick<HotelListItem, 'final_price' | 'discount' | 'show_prices'>;

const LABELS: Record<'night' | 'total', Record<'inclusive' | 'exclusive', PriceLabelKey>> = {
  night: { inclusive: 'price.nightInclusive', exclusive: 'price.nightExclusive' },
  total: { inclusive: 'price.totalInclusive', exclusive: 'price.totalExclusive' },
};

/**
 * Spec 4 "Hotel card price view". The struck-through price and the member price come VAT-and-fee
 * inclusive; VAT and fees are a factor on the price, so the exclusive view scales them by the same
 * exclusive/inclusive ratio as the price itself.
 */
export function priceView(hotel: PricedHotel, flags: PriceFlags, nights: number, rates: MemberRates | null = null): PriceView {
  const period = flags.isPriceOneNight ? 'nightly' : 'total';
  const variant = flags.isShowFinalPriceHotel ? 'inclusive' : 'exclusive';
  const prices = hotel.final_price[period];
  const amount = prices[variant];
  const toView = (inclusive: number) => (prices.inclusive > 0 ? Math.round((inclusive * amount) / prices.inclusive) : inclusive);

  const discount = hotel.discount[period];
  const discounted = hotel.discount.has_discount && discount.percent > 0 && discount.strikethrough > prices.inclusive;

  const member = hotel.show_prices.member_discount;
  const nightlyInclusive = hotel.final_price.nightly.inclusive;
  const memberApplies = member.show && member.nightly !== null && nightlyInclusive > 0 && member.nightly < nightlyInclusive;

  const own = rates
    ? memberPrice(amount, { memberPercent: hotel.show_prices.member_discount.percent, mobilePercent: hotel.show_prices.mobile_rate.percent }, rates)
    : null;

  return {
    amount,
    strikethrough: discounted ? toView(discount.strikethrough) : null,
    percent: discounted ? discount.percent : null,
    labelKey: LABELS[flags.isPriceOneNight ? 'night' : 'total'][variant],
    tooltipAmount: flags.isPriceOneNight ? amount : Math.round(amount / Math.max(1, nights)),
    memberAmount: memberApplies && member.nightly !== null ? Math.round((amount * member.nightly) / nightlyInclusive) : null,
    member: own && own.price < amount ? { amount: own.price, percent: Math.round((1 - own.price / amount) * 100), lines: own.lines } : null,
  };
}

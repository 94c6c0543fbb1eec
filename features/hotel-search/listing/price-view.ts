import { memberPrice, perNight, withoutTaxes, type MemberPriceLine, type MemberRates } from '@/features/hotels/index';
import type { HotelListItem } from '../schemas';

export type PriceFlags = {
  /** per night (true) or the whole stay (false) */
  isPriceOneNight: boolean;
  /** VAT and fees included (true) or excluded (false) */
  isShowFinalPriceHotel: boolean;
};

type PriceLabelKey = 'price.nightInclusive' | 'price.nightExclusive' | 'price.totalInclusive' | 'price.totalExclusive';

/** A card figure's unit: per night or the whole stay, with or without VAT and fees (spec 4). */
type PriceUnitKey = 'unit.nightInclusive' | 'unit.nightExclusive' | 'unit.totalInclusive' | 'unit.totalExclusive';

export type PriceView = {
  /** what this viewer pays, in the card's unit */
  amount: number;
  /** struck through beside `amount`, in the same unit: the public price beside a member's own, else the list price */
  strikethrough: number | null;
  percent: number | null;
  labelKey: PriceLabelKey;
  /** the unit every figure of the card is in (said beside the struck-through price and the teaser) */
  unitKey: PriceUnitKey;
  /** the per-night price shown in the tooltip */
  tooltipAmount: number;
  /** a guest's teaser: what a member pays, in the card's unit, when a member discount is available */
  memberAmount: number | null;
  /** a confirmed member's own price: the discounts that made it */
  member: { lines: MemberPriceLine[] } | null;
  /** rooms left of the priced rate's room type (the low-stock line) */
  roomsLeft: number;
};

/**
 * What pricing reads of a hotel. A card gets only these (hotel-card/card-hotel.ts), without the discount and
 * the member teaser when they do not apply.
 */
export type PricedHotel = Pick<HotelListItem, 'final_price' | 'rooms_available'> & {
  member_rate: Omit<NonNullable<HotelListItem['member_rate']>, 'rate_plan_id'> | null;
  discount?: HotelListItem['discount'];
  show_prices?: Pick<HotelListItem['show_prices'], 'member_discount'>;
};
type Amounts = { inclusive: number; exclusive: number };

const LABELS: Record<'night' | 'total', Record<'inclusive' | 'exclusive', PriceLabelKey>> = {
  night: { inclusive: 'price.nightInclusive', exclusive: 'price.nightExclusive' },
  total: { inclusive: 'price.totalInclusive', exclusive: 'price.totalExclusive' },
};
const UNITS: Record<'night' | 'total', Record<'inclusive' | 'exclusive', PriceUnitKey>> = {
  night: { inclusive: 'unit.nightInclusive', exclusive: 'unit.nightExclusive' },
  total: { inclusive: 'unit.totalInclusive', exclusive: 'unit.totalExclusive' },
};

/**
 * A confirmed member's own price (features/hotels memberPrice on the public stay price of the rate a member pays
 * least for, cheapestRate's choice), for one room and the whole stay; null for everyone else or without a discount.
 */
export function memberStay(
  hotel: Pick<PricedHotel, 'member_rate'>,
  rates: MemberRates | null,
): { pay: Amounts; public: Amounts; lines: MemberPriceLine[]; roomsLeft: number } | null {
  const rate = hotel.member_rate;
  if (!rates || !rate) return null;
  const own = memberPrice(rate.total.inclusive, { memberPercent: rate.member_percent, mobilePercent: rate.mobile_percent }, rates);
  if (!own || own.price >= rate.total.inclusive) return null;
  return {
    pay: { inclusive: own.price, exclusive: withoutTaxes(own.price, rate.total) },
    public: rate.total,
    lines: own.lines,
    roomsLeft: rate.rooms_available,
  };
}

/**
 * The nightly price, VAT and fees included, this viewer pays: the map pin's figure (the card's in its default
 * unit), so card and pin cannot disagree.
 */
export function viewerNightly(hotel: PricedHotel, rates: MemberRates | null): number {
  const own = memberStay(hotel, rates);
  return own && hotel.member_rate ? perNight(own.pay.inclusive, hotel.member_rate.nights) : hotel.final_price.nightly.inclusive;
}

/**
 * Spec 4 "Hotel card price view" for this viewer. Every figure is in the card's one unit (per night or the stay,
 * with or without VAT and fees): the struck-through price and the teaser are converted like the price.
 */
export function priceView(hotel: PricedHotel, flags: PriceFlags, nights: number, rates: MemberRates | null = null): PriceView {
  const period = flags.isPriceOneNight ? 'nightly' : 'total';
  const unit = flags.isPriceOneNight ? 'night' : 'total';
  const variant = flags.isShowFinalPriceHotel ? 'inclusive' : 'exclusive';
  const inUnit = (stay: Amounts) => {
    const figure = stay[variant];
    return flags.isPriceOneNight ? perNight(figure, nights) : figure;
  };
  const common = { labelKey: LABELS[unit][variant], unitKey: UNITS[unit][variant] };

  const own = memberStay(hotel, rates);
  if (own) {
    const amount = inUnit(own.pay);
    const strike = inUnit(own.public);
    return {
      ...common,
      amount,
      strikethrough: strike > amount ? strike : null,
      percent: strike > amount ? Math.round((1 - own.pay.inclusive / own.public.inclusive) * 100) : null,
      tooltipAmount: perNight(own.pay[variant], nights),
      memberAmount: null,
      member: { lines: own.lines },
      roomsLeft: own.roomsLeft,
    };
  }

  const prices = hotel.final_price[period];
  const amount = prices[variant];
  const toView = (inclusive: number) => (variant === 'inclusive' ? inclusive : withoutTaxes(inclusive, prices));
  const discount = hotel.discount?.has_discount ? hotel.discount[period] : null;
  const discounted = discount !== null && discount.percent > 0 && discount.strikethrough > prices.inclusive;
  const member = hotel.show_prices?.member_discount;
  const teaser = member ? (flags.isPriceOneNight ? member.nightly : (member.total ?? null)) : null;
  const memberApplies = member?.show === true && teaser !== null && teaser < prices.inclusive;
  return {
    ...common,
    amount,
    strikethrough: discounted ? toView(discount.strikethrough) : null,
    percent: discounted ? discount.percent : null,
    tooltipAmount: flags.isPriceOneNight ? amount : perNight(amount, nights),
    memberAmount: memberApplies && teaser !== null ? toView(teaser) : null,
    member: null,
    roomsLeft: hotel.rooms_available,
  };
}

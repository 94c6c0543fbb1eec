import { memberPrice, type MemberRates } from './member-price';
import { priceNight, priceStay, type PricedPlan } from './pricing';
import { applyCoupon, type QuoteCoupon } from './quote-coupon';

/**
 * The price of a booking request (spec 3 "Hotel price summary inputs", spec 4 coupon rules), in integer VND.
 *
 * Rounding, in this order:
 * 1. One room's night: `priceNight` (each of list/exclusive/inclusive rounded per night); one room's stay is
 *    the sum of its nights (`priceStay`), and a line is room_count x that stay, so no new rounding.
 * 2. Member lines (signed-in confirmed members only): `memberPrice` on ONE room's stay total, inclusive, as
 *    the listing does, times room_count. The discount is split into member discount, mobile rate and
 *    loyalty discount, each step rounded, the last taking the remainder, so the three add up to public
 *    minus member price exactly. Their exclusive amounts are round(incl x lineExcl / lineIncl).
 * 3. Per line: fee = round(exclusive x service fee %), VAT = inclusive - exclusive - fee, so
 *    exclusive + fee + VAT = inclusive exactly; totals are sums of lines.
 * 4. Coupon (quote-coupon.ts): after VAT it comes off the inclusive total only (exclusive, fee and VAT
 *    unchanged); before VAT off the exclusive subtotal, split across lines, with each line's fee and VAT
 *    recomputed from what is left, so final exclusive + fee + VAT = final inclusive. A percent coupon rounds;
 *    the cap bounds the inclusive discount the traveller sees; no coupon takes more than the subtotal.
 * 5. Final percents off the list price: round(100 x (list - final) / list), 0 when the list price is 0.
 */

export type QuotePlan = PricedPlan & { memberDiscountPercent: number; mobileRatePercent: number };
type QuoteLineInput = { plan: QuotePlan; roomCount: number };
export type { QuoteCoupon } from './quote-coupon';
type Title = { vi: string; en: string };
export type QuoteInput = {
  lines: readonly QuoteLineInput[];
  nightDates: readonly string[];
  /** a signed-in confirmed member's rates; null for everyone else (no member lines) */
  rates: MemberRates | null;
  coupon?: QuoteCoupon | null;
  /** the loyalty line's title, e.g. the member's level */
  loyaltyTitle?: Title;
};

type MemberKind = 'member_discount' | 'mobile_rate' | 'loyalty_discount';
type Kind = 'promotion' | MemberKind;
type QuoteDiscountLine = {
  show: boolean;
  title: string;
  title_en: string;
  percent: number;
  incl_vat_fee_price: number;
  excl_vat_fee_price: number;
};

type QuoteLine = {
  nightly: { date: string; price: number; price_excl: number }[];
  /** every room of the line, after promotion, before member lines, inclusive */
  total_price: number;
  /** what the line costs this viewer, inclusive */
  final_price: number;
  final_price_excl: number;
  service_fee: number;
  vat_amount: number;
};

export type Quote = {
  lines: QuoteLine[];
  prices: {
    base_price: number;
    base_price_incl: number;
    total_price: number;
    total_price_excl: number;
    service_fee: number;
    vat_amount: number;
    vat: number;
    show_prices: Record<Kind, QuoteDiscountLine>;
    coupon_discount: number;
    coupon_discount_excl: number;
    final_price: { inclusive: number; exclusive: number; incl_discount_value: number; excl_discount_value: number };
  };
  /** what the coupon takes off the inclusive total (0 without one) */
  couponDiscount: number;
};

const TITLES: Record<Kind, Title> = {
  promotion: { vi: 'Khuyến mãi', en: 'Promotion' },
  member_discount: { vi: 'Giá thành viên', en: 'Member price' },
  mobile_rate: { vi: 'Giá di động', en: 'Mobile rate' },
  loyalty_discount: { vi: 'Ưu đãi hạng thành viên', en: 'Loyalty discount' },
};
const KINDS: readonly Kind[] = ['promotion', 'member_discount', 'mobile_rate', 'loyalty_discount'];

type Step = { kind: MemberKind; percent: number; incl: number };

/** One room's member discount split into its steps (each rounded, the last absorbing the remainder). */
function memberSteps(stayIncl: number, plan: QuotePlan, rates: MemberRates): Step[] {
  const member = memberPrice(stayIncl, { memberPercent: plan.memberDiscountPercent, mobilePercent: plan.mobileRatePercent }, rates);
  if (!member) return [];
  const total = stayIncl - member.price;
  let amount = stayIncl;
  let taken = 0;
  return member.lines.map((line, i) => {
    const next = Math.round(amount * (1 - line.percent / 100));
    const incl = i === member.lines.length - 1 ? total - taken : amount - next;
    amount = next;
    taken += incl;
    return { kind: line.kind, percent: line.percent, incl };
  });
}

const share = (amount: number, numerator: number, denominator: number) =>
  denominator > 0 ? Math.round((amount * numerator) / denominator) : 0;
const percentOff = (base: number, final: number) => (base > 0 ? Math.round((100 * (base - final)) / base) : 0);

/** Prices a stay of one or more lines (rate plan x rooms) for a viewer, with an optional coupon. */
export function quoteStay({ lines, nightDates, rates, coupon = null, loyaltyTitle }: QuoteInput): Quote {
  const sums = Object.fromEntries(KINDS.map((kind) => [kind, { incl: 0, excl: 0, percent: 0 }])) as Record<
    Kind,
    { incl: number; excl: number; percent: number }
  >;
  let baseExcl = 0;
  let baseIncl = 0;
  const quoted = lines.map(({ plan, roomCount }): QuoteLine => {
    const stay = priceStay(plan, nightDates);
    const lineIncl = roomCount * stay.inclusive;
    const lineExcl = roomCount * stay.exclusive;
    baseIncl += roomCount * stay.listInclusive;
    baseExcl += roomCount * stay.listExclusive;
    const promotion = sums.promotion;
    promotion.incl += roomCount * (stay.listInclusive - stay.inclusive);
    promotion.excl += roomCount * (stay.listExclusive - stay.exclusive);
    if (stay.listInclusive > stay.inclusive) promotion.percent = Math.max(promotion.percent, plan.promotionPercent);

    let finalIncl = lineIncl;
    let finalExcl = lineExcl;
    for (const step of rates ? memberSteps(stay.inclusive, plan, rates) : []) {
      const incl = roomCount * step.incl;
      const excl = share(incl, lineExcl, lineIncl);
      const sum = sums[step.kind];
      sum.incl += incl;
      sum.excl += excl;
      if (incl > 0) sum.percent = Math.max(sum.percent, step.percent);
      finalIncl -= incl;
      finalExcl -= excl;
    }
    // never more than inclusive - exclusive, so VAT (the rest) is never negative when member rounding leaves little
    const fee = Math.min(Math.round((finalExcl * plan.serviceFeePercent) / 100), finalIncl - finalExcl);
    return {
      nightly: nightDates.map((date) => {
        const night = priceNight(plan, date);
        return { date, price: night.inclusive, price_excl: night.exclusive };
      }),
      total_price: lineIncl,
      final_price: finalIncl,
      final_price_excl: finalExcl,
      service_fee: fee,
      vat_amount: finalIncl - finalExcl - fee,
    };
  });

  const total = quoted.reduce((s, l) => s + l.final_price, 0);
  const totalExcl = quoted.reduce((s, l) => s + l.final_price_excl, 0);
  const fee = quoted.reduce((s, l) => s + l.service_fee, 0);
  const vat = quoted.reduce((s, l) => s + l.vat_amount, 0);
  const couponLines = quoted.map((l, i) => ({
    excl: l.final_price_excl,
    incl: l.final_price,
    serviceFeePercent: lines[i]!.plan.serviceFeePercent,
  }));
  const final = coupon ? applyCoupon(coupon, couponLines, { fee, vat }) : { incl: total, excl: totalExcl, fee, vat, off: 0, offExcl: 0 };
  const titles = { ...TITLES, ...(loyaltyTitle ? { loyalty_discount: loyaltyTitle } : {}) };
  const showPrices = Object.fromEntries(
    KINDS.map((kind) => {
      const sum = sums[kind];
      const line: QuoteDiscountLine = {
        show: sum.incl > 0,
        title: titles[kind].vi,
        title_en: titles[kind].en,
        percent: sum.percent,
        incl_vat_fee_price: sum.incl,
        excl_vat_fee_price: sum.excl,
      };
      return [kind, line];
    }),
  ) as Record<Kind, QuoteDiscountLine>;

  return {
    lines: quoted,
    couponDiscount: final.off,
    prices: {
      base_price: baseExcl,
      base_price_incl: baseIncl,
      total_price: total,
      total_price_excl: totalExcl,
      service_fee: final.fee,
      vat_amount: final.vat,
      vat: (lines[0]?.plan.vatRate ?? 0) / 10,
      show_prices: showPrices,
      coupon_discount: final.off,
      coupon_discount_excl: final.offExcl,
      final_price: {
        inclusive: final.incl,
        exclusive: final.excl,
        incl_discount_value: percentOff(baseIncl, final.incl),
        excl_discount_value: percentOff(baseExcl, final.excl),
      },
    },
  };
}

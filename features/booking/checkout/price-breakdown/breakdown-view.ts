import type { BookingRequest, CouponInfo, DiscountLine } from '../../schemas';

type LoyaltyBenefit = NonNullable<BookingRequest['loyalty_benefit']>;

export type CheckoutStepNumber = 1 | 2 | 3;
export type BreakdownFlags = { isShowFinalPrice: boolean };

/** A label: a translation key of the booking namespace with its values, or a title the data carries in both languages. */
export type BreakdownLabel = { key: string; values?: Record<string, string | number> } | { title: { vi: string; en: string } };

export type BreakdownLine = {
  id: 'room' | 'promotion' | 'member_discount' | 'mobile_rate' | 'loyalty_discount' | 'loyalty_benefit' | 'redeem' | 'coupon' | 'vat' | 'service_fee';
  label: BreakdownLabel;
  /** integer VND; null for a line that only informs (points used) */
  vnd: number | null;
  /** shown as an amount taken off */
  discount: boolean;
};

export type BreakdownView = {
  /** 'incl': VAT and fees included in every amount; 'excl': without them */
  variant: 'incl' | 'excl';
  main: BreakdownLine[];
  /** the loyalty discount block (level discount, benefit, points, a before-VAT coupon); null when hidden */
  discounts: BreakdownLine[] | null;
  /** the VAT block; null when VAT is not requested */
  vat: BreakdownLine[] | null;
  /** percent off the list price (final_price.incl_discount_value / excl_discount_value); 0 = none */
  percentOff: number;
  /** null at step 3 (spec 4: the total line is hidden there) */
  total: number | null;
};

const NOT_A_DISCOUNT_REDEEM = new Set(['TEMPORARY', 'REDEEM_SETTINGS']);

/** Spec 4: a coupon counts when its status is "success" in any case and it takes something off. */
export function isCouponApplied(coupon: CouponInfo | null): coupon is CouponInfo {
  return coupon !== null && coupon.status.toLowerCase() === 'success' && coupon.final_discount_value > 0;
}

/** Spec 4: the discount block shows after step 1 when any loyalty-side discount or an applied coupon exists. */
function showsDiscountBlock(request: BookingRequest, step: CheckoutStepNumber): boolean {
  if (step === 1) return false;
  const redeem = request.redeem_info;
  return (
    (request.loyalty_benefit?.price ?? 0) > 0 ||
    request.prices.show_prices.loyalty_discount.show ||
    (redeem !== null && !NOT_A_DISCOUNT_REDEEM.has(redeem.status)) ||
    isCouponApplied(request.coupon)
  );
}

function discountLine(id: BreakdownLine['id'], line: DiscountLine, incl: boolean, label: BreakdownLabel): BreakdownLine {
  return { id, label, vnd: incl ? line.incl_vat_fee_price : line.excl_vat_fee_price, discount: true };
}

/**
 * Spec 6: member discount and mobile rate sit with the promotion, only for a signed-in, confirmed member. The
 * server decides (`member_priced`): its total already takes them off, so the lines follow it, not the
 * browser's sign-in state, which may lag behind or run ahead of what was priced.
 */
function memberLines(request: BookingRequest, incl: boolean): BreakdownLine[] {
  if (!request.member_priced) return [];
  const { member_discount, mobile_rate } = request.prices.show_prices;
  const lines: BreakdownLine[] = [];
  if (member_discount.show) lines.push(discountLine('member_discount', member_discount, incl, { key: 'breakdown.memberDiscount', values: { percent: member_discount.percent } }));
  if (mobile_rate.show) lines.push(discountLine('mobile_rate', mobile_rate, incl, { key: 'breakdown.mobileRate', values: { percent: mobile_rate.percent } }));
  return lines;
}

/** A benefit that only repeats the level discount (same title or same amount) is one discount, listed once. */
function repeatsLoyaltyDiscount(benefit: LoyaltyBenefit, loyalty: DiscountLine): boolean {
  const sameTitle = benefit.benefit_name.trim() === loyalty.title.trim() || benefit.benefit_name_en.trim() === loyalty.title_en.trim();
  return sameTitle || benefit.price === loyalty.incl_vat_fee_price;
}

/** The loyalty block's lines: level discount (member-priced only), benefit, points used; the coupon is placed apart. */
function loyaltyLines(request: BookingRequest, incl: boolean): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const { loyalty_discount } = request.prices.show_prices;
  const levelListed = loyalty_discount.show && request.member_priced;
  if (levelListed) lines.push(discountLine('loyalty_discount', loyalty_discount, incl, { title: { vi: loyalty_discount.title, en: loyalty_discount.title_en } }));
  const benefit = request.loyalty_benefit;
  if (benefit && benefit.price > 0 && !(levelListed && repeatsLoyaltyDiscount(benefit, loyalty_discount))) {
    lines.push({ id: 'loyalty_benefit', label: { title: { vi: benefit.benefit_name, en: benefit.benefit_name_en } }, vnd: benefit.price, discount: true });
  }
  const redeem = request.redeem_info;
  if (redeem && !NOT_A_DISCOUNT_REDEEM.has(redeem.status)) {
    lines.push({ id: 'redeem', label: { key: 'breakdown.redeemed', values: { points: redeem.additional_settings.actual_redeem_point } }, vnd: null, discount: false });
  }
  return lines;
}

/**
 * The price breakdown box of every checkout step (spec 4 "Checkout price display"), as data: which lines,
 * which amounts (with or without VAT and fees) and which blocks. The component only translates and formats.
 */
export function breakdownView(request: BookingRequest, step: CheckoutStepNumber, flags: BreakdownFlags): BreakdownView {
  const { prices } = request;
  const incl = flags.isShowFinalPrice || step === 2;
  const rooms = { key: 'breakdown.rooms', values: { rooms: request.room_count, nights: request.nights } };
  const main: BreakdownLine[] = [{ id: 'room', label: rooms, vnd: incl ? prices.base_price_incl : prices.base_price, discount: false }];
  const { promotion } = prices.show_prices;
  if (promotion.show) main.push(discountLine('promotion', promotion, incl, { title: { vi: promotion.title, en: promotion.title_en } }));
  main.push(...memberLines(request, incl));

  const vat: BreakdownLine[] | null = incl
    ? [
        { id: 'vat', label: { key: 'breakdown.vat', values: { percent: Number((prices.vat * 10).toFixed(2)) } }, vnd: prices.vat_amount, discount: false },
        { id: 'service_fee', label: { key: 'breakdown.serviceFee' }, vnd: prices.service_fee, discount: false },
      ]
    : null;

  const discounts = showsDiscountBlock(request, step) ? loyaltyLines(request, incl) : null;
  const coupon = request.coupon;
  // placed whatever the discount block's gate says: the total always deducts an applied coupon (spec 4)
  if (isCouponApplied(coupon)) {
    const line: BreakdownLine = { id: 'coupon', label: { key: 'breakdown.coupon', values: { code: coupon.coupon_code } }, vnd: incl ? prices.coupon_discount : prices.coupon_discount_excl, discount: true };
    const afterVat = coupon.campaign_data.ref_data.after_vat;
    (afterVat ? (vat ?? main) : (discounts ?? main)).push(line);
  }

  return {
    variant: incl ? 'incl' : 'excl',
    main,
    discounts,
    vat,
    percentOff: incl ? prices.final_price.incl_discount_value : prices.final_price.excl_discount_value,
    total: step === 3 ? null : incl ? prices.final_price.inclusive : prices.final_price.exclusive,
  };
}

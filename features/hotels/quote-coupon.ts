/** A loyalty coupon's terms as the quote applies them. */
export type QuoteCoupon = {
  code: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  maxDiscountVnd: number | null;
  afterVat: boolean;
};

/** One priced line before the coupon: its exclusive and inclusive amounts and its plan's service fee percent. */
export type CouponLine = { excl: number; incl: number; serviceFeePercent: number };

/** The final level after a coupon: exclusive + fee + VAT = inclusive (+ the coupon when it comes after VAT). */
export type CouponResult = { incl: number; excl: number; fee: number; vat: number; off: number; offExcl: number };

const rawDiscount = (coupon: QuoteCoupon, base: number) =>
  coupon.discountType === 'percent' ? Math.round((base * coupon.discountValue) / 100) : coupon.discountValue;

/**
 * The lines with `dExcl` taken off their exclusive amounts, split in proportion by cumulative rounding (the
 * shares are never negative and add up to `dExcl`, the last line absorbing the rounding). Each line's inclusive is scaled by its own inclusive/exclusive ratio, its fee recomputed from the
 * new exclusive, and VAT is the rest, so every line still adds up exactly.
 */
function afterExclusiveDiscount(lines: readonly CouponLine[], totalExcl: number, dExcl: number) {
  let cumulative = 0;
  let taken = 0;
  const sums = { incl: 0, excl: 0, fee: 0, vat: 0 };
  lines.forEach((line, i) => {
    cumulative += line.excl;
    const upTo = i === lines.length - 1 ? dExcl : totalExcl > 0 ? Math.round((dExcl * cumulative) / totalExcl) : 0;
    const share = upTo - taken;
    taken = upTo;
    const excl = Math.max(0, line.excl - share);
    const incl = line.excl > 0 ? Math.round((line.incl * excl) / line.excl) : 0;
    const fee = Math.min(Math.round((excl * line.serviceFeePercent) / 100), incl - excl);
    sums.incl += incl;
    sums.excl += excl;
    sums.fee += fee;
    sums.vat += incl - excl - fee;
  });
  return sums;
}

/**
 * Applies a coupon to priced lines (spec 4). Before VAT: the discount comes off the exclusive subtotal and the
 * service fee and VAT are recomputed from what is left. After VAT: it comes off the inclusive total only;
 * exclusive, fee and VAT stay. Either way the cap (max_discount_vnd) bounds what the traveller sees, the
 * inclusive discount, and no coupon takes more than the subtotal.
 */
export function applyCoupon(coupon: QuoteCoupon, lines: readonly CouponLine[], before: { fee: number; vat: number }): CouponResult {
  const totalIncl = lines.reduce((s, l) => s + l.incl, 0);
  const totalExcl = lines.reduce((s, l) => s + l.excl, 0);
  const cap = coupon.maxDiscountVnd ?? Infinity;
  if (coupon.afterVat) {
    const off = Math.max(0, Math.min(rawDiscount(coupon, totalIncl), cap, totalIncl));
    return { incl: totalIncl - off, excl: totalExcl, fee: before.fee, vat: before.vat, off, offExcl: 0 };
  }
  let dExcl = Math.max(0, Math.min(rawDiscount(coupon, totalExcl), totalExcl));
  if (dExcl === 0) return { incl: totalIncl, excl: totalExcl, fee: before.fee, vat: before.vat, off: 0, offExcl: 0 };
  let sums = afterExclusiveDiscount(lines, totalExcl, dExcl);
  // the cap is inclusive: shrink the exclusive discount until what the traveller sees fits under it
  while (dExcl > 0 && totalIncl - sums.incl > cap) {
    const over = totalIncl - sums.incl;
    dExcl = Math.min(dExcl - 1, Math.floor((dExcl * cap) / over));
    sums = afterExclusiveDiscount(lines, totalExcl, dExcl);
  }
  if (dExcl === 0) return { incl: totalIncl, excl: totalExcl, fee: before.fee, vat: before.vat, off: 0, offExcl: 0 };
  return { ...sums, off: totalIncl - sums.incl, offExcl: dExcl };
}

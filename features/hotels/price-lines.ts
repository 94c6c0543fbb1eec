import type { Quote } from './quote';

/**
 * THE price breakdown of a hotel stay, as data (issue 33 §1): the checkout box at every step, the order page
 * and the order emails all show `priceLines`/`chargeLines`, so their lines are the same and always add up.
 *
 * Every line is a summand (`add` or `subtract`) or information that is NOT a summand (`subtotal`, `included`,
 * `note`). The summands add up to `total`, exactly, and `total` is what will be charged:
 * final inclusive price (coupon off) + payment-method fee, or 0 when a stay voucher pays.
 *
 * - `incl` (VAT and fees in every amount): list price - promotion - member lines = the stay, - coupon
 *   (its inclusive amount), + payment fee, - voucher. VAT and the service fee are `included` lines: they are
 *   inside the amounts above and shown as "đã gồm" information only.
 * - `excl` (without VAT and fees): list price - promotion - member lines - a before-VAT coupon (what it took
 *   off the exclusive subtotal), then the exclusive subtotal (`subtotal`, not a summand), + service fee + VAT,
 *   - an after-VAT coupon, + payment fee, - voucher.
 * Both telescope to the same total because the quote keeps exclusive + fee + VAT = inclusive (quote.ts).
 */

export type PriceLineId =
  | 'room'
  | 'promotion'
  | 'member_discount'
  | 'mobile_rate'
  | 'loyalty_discount'
  | 'stay'
  | 'coupon'
  | 'subtotal_excl'
  | 'service_fee'
  | 'vat'
  | 'payment_fee'
  | 'voucher'
  | 'points';

type PriceLineKind = 'add' | 'subtract' | 'subtotal' | 'included' | 'note';

export type PriceLine = {
  id: PriceLineId;
  kind: PriceLineKind;
  /** integer VND, never negative; the kind says whether it is added, taken off, or only informs */
  vnd: number;
  /** the label's data: a percent, a title the data carries in both languages, a coupon code, points */
  percent?: number;
  title?: { vi: string; en: string };
  code?: string;
  points?: number;
};

export type PriceLines = { variant: 'incl' | 'excl'; lines: PriceLine[]; total: number };

/** The line's signed contribution to the total (0 for a line that only informs). */
export const signedVnd = (line: PriceLine): number => (line.kind === 'add' ? line.vnd : line.kind === 'subtract' ? -line.vnd : 0);

/** The lines that add up to the total, in order. */
export const summands = (lines: readonly PriceLine[]): PriceLine[] => lines.filter((l) => l.kind === 'add' || l.kind === 'subtract');

const sumOf = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + signedVnd(line), 0);

export type ChargeInput = {
  /** the applied coupon and what it takes off the inclusive price; null or 0 = none */
  coupon: { code: string; vnd: number } | null;
  /** the points spent on that coupon (information, the coupon line is the money) */
  pointsSpent?: number | null;
  /** the chosen payment method's fee in VND (0 or null: none chosen or free) */
  paymentFeeVnd?: number | null;
  /** a stay voucher pays the whole order: the total is 0 */
  paidByVoucher?: boolean;
};

function chargeTail(before: readonly PriceLine[], { coupon, pointsSpent, paymentFeeVnd, paidByVoucher }: ChargeInput): PriceLine[] {
  const lines: PriceLine[] = [];
  if (coupon && coupon.vnd > 0) lines.push({ id: 'coupon', kind: 'subtract', vnd: coupon.vnd, code: coupon.code });
  if (pointsSpent && pointsSpent > 0) lines.push({ id: 'points', kind: 'note', vnd: 0, points: pointsSpent });
  if (paymentFeeVnd && paymentFeeVnd > 0) lines.push({ id: 'payment_fee', kind: 'add', vnd: paymentFeeVnd });
  const due = sumOf([...before, ...lines]);
  if (paidByVoucher && due > 0) lines.push({ id: 'voucher', kind: 'subtract', vnd: due });
  return lines;
}

/**
 * The lines after the stay: what an order keeps (its room total, coupon, payment fee, voucher). The order
 * page and the emails show these; the checkout box shows the same tail under the stay's own lines.
 */
export function chargeLines(stayInclVnd: number, charge: ChargeInput): PriceLines {
  const stay: PriceLine = { id: 'stay', kind: 'add', vnd: stayInclVnd };
  const lines = [stay, ...chargeTail([stay], charge)];
  return { variant: 'incl', lines, total: sumOf(lines) };
}

type QuotePrices = Quote['prices'];
type Title = { vi: string; en: string };

export type PriceLinesInput = {
  prices: QuotePrices;
  variant: 'incl' | 'excl';
  /** the coupon's code and whether it comes after VAT (its amounts are the quote's); null = none */
  coupon: { code: string; afterVat: boolean } | null;
  pointsSpent?: number | null;
  paymentFeeVnd?: number | null;
  paidByVoucher?: boolean;
};

const MEMBER_IDS = ['member_discount', 'mobile_rate', 'loyalty_discount'] as const;

/** List price and the discounts down to the stay's price, in one variant. */
function stayLines(prices: QuotePrices, incl: boolean): PriceLine[] {
  const lines: PriceLine[] = [{ id: 'room', kind: 'add', vnd: incl ? prices.base_price_incl : prices.base_price }];
  for (const id of ['promotion', ...MEMBER_IDS] as const) {
    const line = prices.show_prices[id];
    const vnd = incl ? line.incl_vat_fee_price : line.excl_vat_fee_price;
    // spec 6: the member lines carry an amount only for a signed-in confirmed member (the quote prices them
    // only then), so a line with an amount is always listed: the total takes it off
    if (line.show && vnd > 0)
      lines.push({ id, kind: 'subtract', vnd, percent: line.percent, title: { vi: line.title, en: line.title_en } satisfies Title });
  }
  return lines;
}

/** The checkout box's lines of a quoted stay, with coupon, points, payment fee and voucher (see the top). */
export function priceLines({ prices, variant, coupon, pointsSpent, paymentFeeVnd, paidByVoucher }: PriceLinesInput): PriceLines {
  const incl = variant === 'incl';
  const lines = stayLines(prices, incl);
  const charge: ChargeInput = {
    coupon: coupon && prices.coupon_discount > 0 ? { code: coupon.code, vnd: prices.coupon_discount } : null,
    pointsSpent,
    paymentFeeVnd,
    paidByVoucher,
  };
  if (incl) {
    lines.push(...chargeTail(lines, charge));
    lines.push({ id: 'vat', kind: 'included', vnd: prices.vat_amount, percent: Number((prices.vat * 10).toFixed(2)) });
    lines.push({ id: 'service_fee', kind: 'included', vnd: prices.service_fee });
    return { variant, lines, total: sumOf(lines) };
  }
  const beforeVatOff = prices.total_price_excl - prices.final_price.exclusive;
  if (charge.coupon && beforeVatOff > 0) lines.push({ id: 'coupon', kind: 'subtract', vnd: beforeVatOff, code: charge.coupon.code });
  lines.push({ id: 'subtotal_excl', kind: 'subtotal', vnd: prices.final_price.exclusive });
  lines.push({ id: 'service_fee', kind: 'add', vnd: prices.service_fee });
  lines.push({ id: 'vat', kind: 'add', vnd: prices.vat_amount, percent: Number((prices.vat * 10).toFixed(2)) });
  // what an after-VAT coupon takes off: exclusive + fee + VAT is the price before it (0 for a before-VAT one)
  const afterVatOff = prices.final_price.exclusive + prices.service_fee + prices.vat_amount - prices.final_price.inclusive;
  const tail: ChargeInput = { ...charge, coupon: charge.coupon && afterVatOff > 0 ? { code: charge.coupon.code, vnd: afterVatOff } : null };
  lines.push(...chargeTail(lines, tail));
  return { variant, lines, total: sumOf(lines) };
}

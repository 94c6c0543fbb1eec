import { CURRENCIES, type CurrencyCode } from '@/lib/money/currency';
import { convertFromVnd, formatMoney } from '@/lib/money/format-money';

/** The largest round step whose rounding stays this close to the converted bound. */
const TOLERANCE = 0.05;
const STEPS = [1, 2, 5].flatMap((m) => [1, 10, 100, 1_000, 10_000, 100_000].map((p) => m * p)).sort((a, b) => b - a);

/**
 * A bound converted from VND, rounded to the roundest amount within 5 %: $19.69 -> $20, $118.11 -> $120.
 * The filter still filters by the VND bound; the label is an approximation of it.
 */
export function roundBound(value: number): number {
  if (!(value > 0)) return 0;
  for (const step of STEPS) {
    const rounded = Math.round(value / step) * step;
    if (rounded > 0 && Math.abs(rounded - value) <= value * TOLERANCE) return rounded;
  }
  return Math.round(value);
}

/**
 * A price filter bound (integer VND) as a label: exact in VND (the bounds are round there), rounded
 * whole amounts in another currency ("$20", not "$19.69").
 */
export function priceBoundLabel(amountVnd: number, currency: CurrencyCode, usdRate: number | null): string {
  if (currency === 'VND' || !usdRate) return formatMoney(amountVnd, 'VND', 1);
  const spec = CURRENCIES[currency];
  const whole = String(roundBound(convertFromVnd(amountVnd, currency, usdRate))).replace(/\B(?=(\d{3})+(?!\d))/g, spec.thousands);
  return spec.symbolFirst ? `${spec.symbol}${whole}` : `${whole} ${spec.symbol}`;
}

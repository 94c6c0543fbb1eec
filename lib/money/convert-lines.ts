import { CURRENCIES, type CurrencyCode } from './currency';
import { roundTo } from './format-money';

/**
 * Signed integer-VND summands shown in `currency` so that the shown lines add up EXACTLY to the shown total
 * (issue 33: USD lines each rounded to cents need not add up). The total is converted once, as every other
 * place shows it (VND / rate, rounded to the currency's decimals); line i is the difference of the rounded
 * cumulative sums up to i and up to i - 1, so it is within one cent of its own conversion and the
 * differences telescope to the total. In VND (0 decimals, rate 1) every line is its own amount.
 */
export function convertLines(vnd: readonly number[], currency: CurrencyCode, usdRate: number): { lines: number[]; total: number } {
  const decimals = CURRENCIES[currency].decimals;
  const factor = 10 ** decimals;
  const rate = currency === 'VND' ? 1 : usdRate;
  if (!(rate > 0)) throw new Error('USD rate must be positive');
  // in whole minor units (cents), so the differences carry no binary fractions
  const minor = (amountVnd: number) => Math.round(roundTo(amountVnd / rate, decimals) * factor);
  let cumulative = 0;
  let shown = 0;
  const lines = vnd.map((amount) => {
    cumulative += amount;
    const upTo = minor(cumulative);
    const line = upTo - shown;
    shown = upTo;
    return line / factor;
  });
  return { lines, total: shown / factor };
}

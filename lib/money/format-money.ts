import { CURRENCIES, type CurrencyCode } from './currency';

/** Rounds half away from zero to `decimals` places, avoiding binary artefacts such as 1.005 -> 1. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(shifted)) / factor;
}

/** Converts an integer VND amount to the display currency: USD = VND / rate. */
export function convertFromVnd(amountVnd: number, currency: CurrencyCode, usdRate: number): number {
  if (currency === 'VND') return amountVnd;
  if (!(usdRate > 0)) throw new Error('USD rate must be positive');
  return amountVnd / usdRate;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Formats an amount already in `currency` (spec 9): "1.250.000 ₫", "$1,234.50". */
export function formatAmount(amount: number, currency: CurrencyCode): string {
  const spec = CURRENCIES[currency];
  const rounded = roundTo(amount, spec.decimals);
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(spec.decimals).split('.');
  const number = groupThousands(whole, spec.thousands) + (fraction ? spec.decimal + fraction : '');
  const sign = rounded < 0 ? '-' : '';
  return spec.symbolFirst ? `${sign}${spec.symbol}${number}` : `${sign}${number} ${spec.symbol}`;
}

/** A VND amount as every mail, receipt and table writes it: "1.250.000 ₫". */
export const formatVnd = (amount: number): string => formatAmount(amount, 'VND');

/** To the thousand đồng, as fares and package totals are shown. */
export const roundThousand = (value: number): number => Math.round(value / 1000) * 1000;

/** Formats an integer VND amount in the chosen display currency. */
export function formatMoney(amountVnd: number, currency: CurrencyCode, usdRate: number): string {
  return formatAmount(convertFromVnd(amountVnd, currency, usdRate), currency);
}

const COMPACT_UNIT = { vi: 'tr', en: 'M' } as const;

/**
 * A VND amount in millions for a narrow calendar cell: up to two decimals, trailing zeros dropped, with
 * VND's own decimal mark in both languages (spec 9): "2,38tr" / "2,38M", "3tr" / "3M".
 */
export function formatCompactVnd(amount: number, lang: keyof typeof COMPACT_UNIT): string {
  const millions = roundTo(amount / 1_000_000, 2)
    .toFixed(2)
    .replace(/\.?0+$/, '');
  const [whole = '0', fraction] = millions.split('.');
  return `${groupThousands(whole, CURRENCIES.VND.thousands)}${fraction ? CURRENCIES.VND.decimal + fraction : ''}${COMPACT_UNIT[lang]}`;
}

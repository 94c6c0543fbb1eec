export const CURRENCIES = {
  VND: { code: 'VND', label: 'Việt Nam đồng', symbol: '₫', decimals: 0, thousands: '.', decimal: ',', symbolFirst: false },
  USD: { code: 'USD', label: 'US Dollar', symbol: '$', decimals: 2, thousands: ',', decimal: '.', symbolFirst: true },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY: CurrencyCode = 'VND';
export const CURRENCY_COOKIE = 'currency';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return value === 'VND' || value === 'USD';
}

'use client';

import Cookies from 'js-cookie';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CURRENCY_COOKIE, type CurrencyCode } from '@/lib/money/currency';
import { formatMoney } from '@/lib/money/format-money';

type CurrencyState = {
  currency: CurrencyCode;
  /** VND per USD; null when no rate could be had (USD is then unavailable) */
  usdRate: number | null;
  setCurrency: (currency: CurrencyCode) => void;
  /** Formats an integer VND amount in the chosen currency */
  format: (amountVnd: number) => string;
};

const CurrencyContext = createContext<CurrencyState | null>(null);

/** Currency chosen in the header; kept in a cookie so server-rendered prices are right on first paint. */
export function CurrencyProvider({
  initialCurrency,
  usdRate,
  children,
}: {
  initialCurrency: CurrencyCode;
  usdRate: number | null;
  children: ReactNode;
}) {
  const [currency, setState] = useState<CurrencyCode>(usdRate ? initialCurrency : 'VND');
  const setCurrency = useCallback((next: CurrencyCode) => {
    // Secure wherever the site is served over HTTPS (production); a plain-HTTP demo would lose it otherwise
    Cookies.set(CURRENCY_COOKIE, next, { expires: 365, sameSite: 'lax', path: '/', secure: window.location.protocol === 'https:' });
    setState(next);
  }, []);
  const value = useMemo<CurrencyState>(
    () => ({
      currency,
      usdRate,
      setCurrency,
      format: (amountVnd) => formatMoney(amountVnd, usdRate ? currency : 'VND', usdRate ?? 1),
    }),
    [currency, usdRate, setCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used inside CurrencyProvider');
  return value;
}

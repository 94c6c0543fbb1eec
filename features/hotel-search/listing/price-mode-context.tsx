'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PriceFlags } from './price-view';

type PriceMode = PriceFlags & {
  setPriceOneNight: (on: boolean) => void;
  setShowFinalPrice: (on: boolean) => void;
};

/** Default: the per-night price, VAT and fees included (what the traveller pays for one night). */
const DEFAULT_PRICE_FLAGS: PriceFlags = { isPriceOneNight: true, isShowFinalPriceHotel: true };

const PriceModeContext = createContext<PriceMode | null>(null);
const noop = () => {};
const FALLBACK: PriceMode = { ...DEFAULT_PRICE_FLAGS, setPriceOneNight: noop, setShowFinalPrice: noop };

/** The two price flags shared by the sort bar, the sort panel and the hotel cards of one listing. */
export function PriceModeProvider({ initial = DEFAULT_PRICE_FLAGS, children }: { initial?: PriceFlags; children: ReactNode }) {
  const [isPriceOneNight, setPriceOneNight] = useState(initial.isPriceOneNight);
  const [isShowFinalPriceHotel, setShowFinalPrice] = useState(initial.isShowFinalPriceHotel);
  const value = useMemo(
    () => ({ isPriceOneNight, isShowFinalPriceHotel, setPriceOneNight, setShowFinalPrice }),
    [isPriceOneNight, isShowFinalPriceHotel],
  );
  return <PriceModeContext.Provider value={value}>{children}</PriceModeContext.Provider>;
}

/** Outside a provider (a card shown on its own) the defaults apply and cannot change. */
export function usePriceMode(): PriceMode {
  return useContext(PriceModeContext) ?? FALLBACK;
}

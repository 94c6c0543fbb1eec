'use client';

import { useMemo, type ReactNode } from 'react';
import { useResources } from '@/lib/i18n/i18n-provider';
import { overlayWords } from '@/lib/i18n/overlay-words';
import { Words } from '@/lib/i18n/words';
import type { LangResources } from '@/lib/i18n/translate';

/**
 * The order page of a flight order speaks of seats and tickets where a hotel order speaks of rooms: the orders
 * namespace is given again with flightCheckout's `orderWords` over it (banner, what next, subtotal, cancelling),
 * so the shared order page needs no product branches in its texts.
 */
export function FlightOrderWords({ children }: { children: ReactNode }) {
  const resources = useResources();
  const words = useMemo((): LangResources => {
    const orders = resources.orders;
    const flight = resources.flightCheckout?.orderWords;
    return !orders || !flight || typeof flight === 'string' ? {} : { orders: overlayWords(orders, flight) };
  }, [resources]);
  return <Words words={words}>{children}</Words>;
}

'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The browser's clock, stepped every `tickMs` (the same value within a step, so React sees a stable
 * snapshot); null while rendering on the server and hydrating, where the two clocks would disagree.
 */
export function useNow(tickMs: number): number | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const timer = setInterval(onChange, tickMs);
      return () => clearInterval(timer);
    },
    [tickMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / tickMs) * tickMs,
    () => null,
  );
}

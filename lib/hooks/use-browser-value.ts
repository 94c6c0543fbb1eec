'use client';

import { startTransition, useEffect, useState } from 'react';

// Set once the page has hydrated: components mounted later can read the browser's value at once.
let hydrated = false;

/**
 * A value only the browser knows (screen size, page origin). The server's value is rendered on the server
 * and while hydrating, then the browser's value is applied as a transition: React renders that update in
 * yielding slices, where useSyncExternalStore would re-render every user synchronously right after
 * hydration (one long task on a phone, with 20 hotel cards). `read` and `subscribe` must be stable.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe?: (onChange: () => void) => () => void): T {
  const [value, setValue] = useState(() => (hydrated ? read() : serverValue));
  useEffect(() => {
    hydrated = true;
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}

const readOrigin = () => window.location.origin;

/** The page's origin in the browser; '' on the server and while hydrating. */
export function useOrigin(): string {
  return useBrowserValue(readOrigin, '');
}

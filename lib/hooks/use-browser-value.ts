'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (screen size, page origin). The server's value is rendered on the server
 * and while hydrating, then the browser's value is applied as a transition: React renders that update in
 * yielding slices, where useSyncExternalStore would re-render every user synchronously right after
 * hydration (one long task on a phone, with 20 hotel cards). Components mounted later also start from the
 * server's value: one cannot tell whether a render is hydrating (a Suspense boundary hydrates on its own,
 * after the rest of the page), and a hydrating render must match the server's HTML. `read` and `subscribe`
 * must be stable.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe?: (onChange: () => void) => () => void): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
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

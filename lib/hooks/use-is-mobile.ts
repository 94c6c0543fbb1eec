'use client';

import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint, the same as the CSS modules' `@media (max-width: 767.98px)`. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on a mobile-sized screen; the server (and the first render) assumes a desktop. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

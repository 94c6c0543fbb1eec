'use client';

import { useBrowserValue } from './use-browser-value';

/** Below antd's md breakpoint, the same as the CSS modules' `@media (max-width: 767.98px)`. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const read = () => window.matchMedia(MOBILE_QUERY).matches;

/** True on a mobile-sized screen; the server (and the hydrating render) assumes a desktop. */
export function useIsMobile(): boolean {
  return useBrowserValue(read, false, subscribe);
}

'use client';

import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { SCREEN_BREAKPOINTS, screenTypeForWidth } from '../banner-media';
import type { ScreenType } from '../schemas';

const QUERIES = SCREEN_BREAKPOINTS.filter((b) => b.minWidth > 0).map((b) => `(min-width: ${b.minWidth}px)`);

function subscribe(onChange: () => void) {
  const lists = QUERIES.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** The same breakpoints as the <picture> sources, read through matchMedia (what the browser picks by). */
const read = (): ScreenType => {
  const match = SCREEN_BREAKPOINTS.find((b) => b.minWidth === 0 || window.matchMedia(`(min-width: ${b.minWidth}px)`).matches);
  return match?.type ?? screenTypeForWidth(0);
};

/** The banner screen type of this screen; MOBILE on the server, as the <img> fallback source. */
export function useScreenType(): ScreenType {
  return useBrowserValue(read, 'MOBILE', subscribe);
}

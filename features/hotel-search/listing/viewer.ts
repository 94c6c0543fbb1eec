'use client';

import { createContext, useContext } from 'react';
import { useAuth } from '@/features/auth/index';
import type { Viewer } from '@/features/hotels/index';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';

export type { Viewer };

const GUEST: Viewer = { kind: 'guest' };
const SIGNED_IN_PUBLIC: Viewer = { kind: 'signed-in', rates: null };
const readMounted = () => true;

/** Tests provide the viewer directly; pages take it from the visitor's auth state. */
export const ViewerContext = createContext<Viewer | null>(null);

/**
 * Who looks at a listing's prices (spec 6). Listings are shared guest pages (lib/http-cache), so the first
 * render is always the guest's, to match the HTML; after mount the auth state decides: a claimed session
 * hides the teaser, a confirmed member gets their level's rates once the loyalty data is in.
 */
export function useViewer(): Viewer {
  const given = useContext(ViewerContext);
  const auth = useAuth();
  const mounted = useBrowserValue(readMounted, false);
  if (given) return given;
  if (!mounted || auth.status === 'guest') return GUEST;
  const info = auth.loyalty.memberInfo;
  if (auth.status === 'loading' || !auth.loyalty.confirmed || !info) return SIGNED_IN_PUBLIC;
  return { kind: 'signed-in', rates: { loyaltyDiscountPercent: info.loyalty_discount_percent } };
}

'use client';

import { createContext, useContext } from 'react';
import type { MemberRates } from '@/features/hotels/index';

/**
 * Who looks at a listing, for prices (spec 6): a guest (teased with the member price), a signed-in
 * visitor who is not a confirmed member (public prices), or a confirmed member with their level's rates.
 */
export type Viewer = { kind: 'guest' } | { kind: 'signed-in'; rates: MemberRates | null };

const GUEST: Viewer = { kind: 'guest' };

/** Tests (and the auth wiring) provide the viewer; listings are rendered for guests. */
export const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer {
  return useContext(ViewerContext) ?? GUEST;
}

'use client';

import { createContext, useContext } from 'react';
import type { Viewer } from '@/features/hotels/index';

export type { Viewer };

const GUEST: Viewer = { kind: 'guest' };

/** Tests (and the auth wiring) provide the viewer; listings are rendered for guests. */
export const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer {
  return useContext(ViewerContext) ?? GUEST;
}

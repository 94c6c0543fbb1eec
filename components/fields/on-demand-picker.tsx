'use client';

import { Suspense, type ReactNode } from 'react';

/**
 * A calendar that loads on demand (the date fields of the hotel and flight search boxes): until `active`, and
 * while the picker's code loads, `preview` stands in (the same markup and classes as the picker's closed state,
 * so swapping it in moves nothing).
 */
export function OnDemandPicker({ active, preview, children }: { active: boolean; preview: ReactNode; children: ReactNode }) {
  if (!active) return preview;
  return <Suspense fallback={preview}>{children}</Suspense>;
}

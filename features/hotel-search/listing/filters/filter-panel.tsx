'use client';

import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import type { SearchExtraData } from '../../schemas';

// The drawer (antd Drawer) loads when it first opens.
const FilterDrawer = lazy(() => import('./filter-drawer'));

type Props = { open: boolean; onClose: () => void; extra: SearchExtraData | null; isDomestic: boolean; total: number };

/** Spec 2.4: the mobile filter drawer, holding the filter box, with a close button. */
export function FilterPanel(props: Props) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <FilterDrawer {...props} />
    </Suspense>
  );
}

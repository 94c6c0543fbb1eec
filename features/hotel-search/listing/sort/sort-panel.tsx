'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import { usePriceMode } from '../price-mode-context';

// The popup (antd Modal, Radio, Checkbox) loads when it first opens.
const SortModal = lazy(() => import('./sort-modal'));

type Props = { open: boolean; onClose: () => void; total: number; isDomestic: boolean; nights: number };

/** Spec 2.5: the mobile sort popup. */
export function SortPanel(props: Props) {
  const { setPriceOneNight } = usePriceMode();
  const { open } = props;
  // Spec 2.5: the one-night price switch is turned on whenever the panel opens.
  useEffect(() => {
    if (open) setPriceOneNight(true);
  }, [open, setPriceOneNight]);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <SortModal {...props} />
    </Suspense>
  );
}

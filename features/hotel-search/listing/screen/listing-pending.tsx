'use client';

import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HotelCardSkeleton } from '../hotel-card/hotel-card-skeleton';
import { useListingNavigation } from '../listing-navigation';

const SKELETON_COUNT = 3;

/** Spec 2.3: while a search runs, three skeleton cards show instead of the results. */
export function ListingPending({ children }: { children: ReactNode }) {
  const { t } = useTranslation('hotelList');
  const { isPending } = useListingNavigation();
  if (!isPending) return <>{children}</>;
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} data-testid="listing-pending">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <HotelCardSkeleton key={i} />
      ))}
    </div>
  );
}

'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { listViewHref } from '@/lib/paths';
import type { HotelListItem } from '../schemas';
import { CollapsibleSearchHeader } from './collapsible-search-header';
import { HotelMap } from './hotel-map';
import { MapSelectionProvider, useMapSelection } from './map-selection-context';
import type { SvgMapProps } from './svg-map';
import styles from './map-view.module.css';

export type MapViewProps = {
  /** hotels of the current page, shown as pins */
  hotels: HotelListItem[];
  /** all hotels matching the search, for the header */
  total: number;
  /** the search location's centre (zoom 13); null: the default centre (zoom 7) */
  centre?: { lat: number; lon: number } | null;
  /** the search box, inside the collapsible header */
  searchBox: ReactNode;
  /** shown in the collapsed header bar (e.g. place and dates); defaults to a title */
  searchSummary?: ReactNode;
  /** the filter panel, opened by the "Bộ lọc" button */
  filterPanel?: (panel: { open: boolean; close: () => void }) => ReactNode;
  /** the list column's content: loading indicator, empty notice, hotel cards, pagination */
  children: ReactNode;
  /** the hotel page with the stay and party, linked from the pin card */
  hotelHref?: (hotel: HotelListItem) => string;
} & Omit<SvgMapProps, 'hotels'>;

/** Spec 2.7: the results as a list beside a map (the query has view=map). */
export function MapView({ centre, hotelHref, ...props }: MapViewProps) {
  return (
    <MapSelectionProvider centre={centre} hotelHref={hotelHref}>
      <MapViewBody {...props} />
    </MapSelectionProvider>
  );
}

function MapViewBody({
  hotels,
  total,
  searchBox,
  searchSummary,
  filterPanel,
  children,
  ...geo
}: Omit<MapViewProps, 'centre' | 'hotelHref'>) {
  const { t } = useTranslation('hotelMap');
  const { listRef, mapRef } = useMapSelection();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [filterOpen, setFilterOpen] = useState(false);
  const countId = useId();
  // desktop: list and map fill the window under the page's headers (their height is measured once)
  const bodyRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = bodyRef.current;
    if (element) setTop(Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY)));
  }, []);

  return (
    <div className={styles.view} data-testid="map-view">
      <CollapsibleSearchHeader searchBox={searchBox} summary={searchSummary} />
      <div ref={bodyRef} className={styles.body} style={top === null ? undefined : ({ '--map-top': `${top}px` } as CSSProperties)}>
        <section ref={listRef} className={styles.list} aria-label={t('listLabel')} data-testid="map-list">
          <div className={styles.toolbar}>
            <button type="button" className={styles.back} onClick={() => router.replace(listViewHref(pathname, searchParams.toString()))}>
              <span aria-hidden="true">←</span> {t('backToList')}
            </button>
            {filterPanel && (
              <button type="button" className={styles.filter} aria-expanded={filterOpen} onClick={() => setFilterOpen(true)}>
                {t('filter')}
              </button>
            )}
          </div>
          {children}
          {filterPanel?.({ open: filterOpen, close: () => setFilterOpen(false) })}
        </section>
        <section ref={mapRef} className={styles.map} aria-labelledby={countId}>
          <h2 id={countId} className={styles.count}>
            {t('hotelCount', { count: total })}
          </h2>
          <div className={styles.canvas}>
            <HotelMap hotels={hotels} {...geo} />
          </div>
        </section>
      </div>
    </div>
  );
}

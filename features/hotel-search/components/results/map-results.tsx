'use client';

import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { FilterPanel } from '../listing/filter-panel';
import { HotelCard } from '../listing/hotel-card';
import { MapView } from '../map/map-view';
import { useMapSelection } from '../map/map-selection-context';
import type { HotelSearchResult } from '../../schemas';

type Props = {
  result: HotelSearchResult;
  lang: Lang;
  keyword: string | null;
  isLoggedIn: boolean;
  ssoBaseUrl: string;
  searchBox: ReactNode;
  /** empty notice and pagination, rendered by the server */
  empty: ReactNode;
  pagination: ReactNode;
};

function MapCards({ result, lang, keyword, isLoggedIn, ssoBaseUrl }: Omit<Props, 'searchBox' | 'empty' | 'pagination'>) {
  const { select } = useMapSelection();
  return result.hotels.map((hotel, index) => (
    <HotelCard
      key={hotel.id}
      hotel={hotel}
      lang={lang}
      stay={result.stay}
      isDomestic={result.is_domestic}
      keyword={keyword}
      regionId={result.location.regionid}
      index={index}
      isLoggedIn={isLoggedIn}
      ssoBaseUrl={ssoBaseUrl}
      mode="map"
      onSelect={(h) => select(h)}
    />
  ));
}

/** Spec 2.7: the results as a list beside the map; clicking a card selects it on the map. */
export function MapResults({ searchBox, empty, pagination, ...props }: Props) {
  const { result } = props;
  return (
    <MapView
      hotels={result.hotels}
      total={result.total}
      centre={result.location.center}
      searchBox={searchBox}
      filterPanel={({ open, close }) => (
        <FilterPanel open={open} onClose={close} extra={result.extra} isDomestic={result.is_domestic} />
      )}
    >
      {result.hotels.length === 0 ? empty : <MapCards {...props} />}
      {pagination}
    </MapView>
  );
}

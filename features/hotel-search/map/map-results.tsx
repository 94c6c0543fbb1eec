'use client';

import { useMemo, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { FilterPanel } from '../listing/filters/filter-panel';
import { HotelCard } from '../listing/hotel-card/hotel-card';
import { toCardHotel } from '../listing/hotel-card/card-hotel';
import { MapListItem } from './map-list-item';
import { MapView } from './map-view';
import { useMapSelection } from './map-selection-context';
import { locateHotels } from './lat-lng';
import type { MapPlace } from './map-place';
import { placeArea } from './place-area';
import { hotelStayHref } from '@/lib/paths';
import type { HotelListItem, HotelSearchResult } from '../schemas';

type Props = {
  result: HotelSearchResult;
  /** places labelled on the key-free map */
  places: MapPlace[];
  lang: Lang;
  keyword: string | null;
  ssoBaseUrl: string;
  searchBox: ReactNode;
  /** empty notice and pagination, rendered by the server */
  empty: ReactNode;
  pagination: ReactNode;
};

type CardsProps = Pick<Props, 'result' | 'lang' | 'keyword' | 'ssoBaseUrl'>;

function MapCards({ result, lang, keyword, ssoBaseUrl }: CardsProps) {
  const { select } = useMapSelection();
  return result.hotels.map((hotel, index) => (
    <MapListItem key={hotel.id} hotelId={hotel.id}>
      <HotelCard
        hotel={toCardHotel(hotel, { lang, stay: result.stay, isDomestic: result.is_domestic, keyword, regionId: result.location.regionid })}
        lang={lang}
        nights={result.stay.nights}
        isDomestic={result.is_domestic}
        index={index}
        ssoBaseUrl={ssoBaseUrl}
        mode="map"
        onSelect={() => select(hotel)}
      />
    </MapListItem>
  ));
}

/** Spec 2.7: the results as a list beside the map; clicking a card selects it on the map. */
export function MapResults({ searchBox, empty, pagination, places, ...props }: Props) {
  const { result, lang, keyword } = props;
  const { location, stay, hotels } = result;
  const area = useMemo(() => {
    const centre = location.center ? { lat: location.center.lat, lng: location.center.lon } : null;
    return placeArea(
      centre,
      locateHotels(hotels).map((entry) => entry.position),
    );
  }, [location.center, hotels]);
  const hotelHref = useMemo(
    () => (hotel: HotelListItem) => hotelStayHref(hotel, { lang, stay, keyword, regionId: location.regionid }),
    [lang, stay, keyword, location.regionid],
  );
  return (
    <MapView
      hotels={hotels}
      total={result.total}
      centre={location.center}
      places={places}
      countryCode={location.countrycode || null}
      area={area}
      hotelHref={hotelHref}
      searchBox={searchBox}
      filterPanel={({ open, close }) => (
        <FilterPanel open={open} onClose={close} extra={result.extra} isDomestic={result.is_domestic} total={result.total} />
      )}
    >
      {hotels.length === 0 ? empty : <MapCards {...props} />}
      {pagination}
    </MapView>
  );
}

'use client';

import { createContext, useCallback, useContext, useMemo, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { closeHotelOnMap, initialMapCentre, mapCentreReducer, selectHotelOnMap } from './map-centre';
import type { HotelListItem } from '../schemas';
import { scrollToListCentre } from './list-scroll';

type Locatable = { id: number; location: { lat: unknown; lon: unknown } };

export type MapSelection = {
  activeHotelId: number | null;
  centre: { latitude: number; longitude: number };
  /** 13 when the search gave a centre, otherwise 7 */
  initialZoom: number;
  /** Selects a hotel by id and coordinates; `scrollList` also scrolls its list item to the list's centre. */
  select: (hotel: Locatable, options?: { scrollList?: boolean }) => void;
  /** Closes the pin card: no active hotel, the centre stays. */
  clear: () => void;
  /** A list item's ref: the element a pin click scrolls to. */
  listItemRef: (hotelId: number) => (element: HTMLElement | null) => void;
  /** The list column and the map, to find the visible part of the list. */
  listRef: RefObject<HTMLElement | null>;
  mapRef: RefObject<HTMLElement | null>;
  /** The hotel page with the stay and party searched; null: the pin card has no link. */
  hotelHref: ((hotel: HotelListItem) => string) | null;
};

const MapSelectionContext = createContext<MapSelection | null>(null);

/** The map centre state shared by the hotel list and the map (spec 3, 4), held in React state. */
export function MapSelectionProvider({
  centre,
  hotelHref = null,
  children,
}: {
  /** the search location's centre; null or absent: the default centre */
  centre?: { lat: number; lon: number } | null;
  hotelHref?: ((hotel: HotelListItem) => string) | null;
  children: ReactNode;
}) {
  const [initial] = useState(() => initialMapCentre(centre));
  const [state, dispatch] = useReducer(mapCentreReducer, initial.state);
  const items = useRef(new Map<number, HTMLElement>());
  const refs = useRef(new Map<number, (element: HTMLElement | null) => void>());
  const listRef = useRef<HTMLElement | null>(null);
  const mapRef = useRef<HTMLElement | null>(null);

  const listItemRef = useCallback((hotelId: number) => {
    let ref = refs.current.get(hotelId);
    if (!ref) {
      ref = (element) => {
        if (element) items.current.set(hotelId, element);
        else items.current.delete(hotelId);
      };
      refs.current.set(hotelId, ref);
    }
    return ref;
  }, []);

  const select = useCallback<MapSelection['select']>((hotel, options) => {
    dispatch(selectHotelOnMap(hotel));
    const item = items.current.get(hotel.id);
    if (options?.scrollList && item && listRef.current) scrollToListCentre(item, listRef.current, mapRef.current);
  }, []);
  const clear = useCallback(() => dispatch(closeHotelOnMap), []);

  const value = useMemo<MapSelection>(
    () => ({
      activeHotelId: state.activeHotelId,
      centre: { latitude: state.latitude, longitude: state.longitude },
      initialZoom: initial.zoom,
      select,
      clear,
      listItemRef,
      listRef,
      mapRef,
      hotelHref,
    }),
    [state, initial.zoom, select, clear, listItemRef, hotelHref],
  );
  return <MapSelectionContext.Provider value={value}>{children}</MapSelectionContext.Provider>;
}

export function useMapSelection(): MapSelection {
  const value = useContext(MapSelectionContext);
  if (!value) throw new Error('useMapSelection must be used inside MapSelectionProvider');
  return value;
}

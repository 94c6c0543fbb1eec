'use client';

import { createContext, useCallback, useContext, useMemo, useReducer, useState, type ReactNode } from 'react';
import { closeHotelOnMap, initialMapCentre, mapCentreReducer, selectHotelOnMap } from '../../map/map-centre';
import { markListItem } from './list-highlight';

type Locatable = { id: number; location: { lat: unknown; lon: unknown } };

export type MapSelection = {
  activeHotelId: number | null;
  centre: { latitude: number; longitude: number };
  /** 13 when the search gave a centre, otherwise 7 */
  initialZoom: number;
  /** Selects a hotel by id and coordinates and marks its list item; `scrollList` also scrolls to it. */
  select: (hotel: Locatable, options?: { scrollList?: boolean }) => void;
  /** Closes the pin card: no active hotel, the centre stays. */
  clear: () => void;
};

const MapSelectionContext = createContext<MapSelection | null>(null);

/** The map centre state shared by the hotel list and the map (spec 3, 4). */
export function MapSelectionProvider({
  centre,
  children,
}: {
  /** the search location's centre; null or absent: the default centre */
  centre?: { lat: number; lon: number } | null;
  children: ReactNode;
}) {
  const [initial] = useState(() => initialMapCentre(centre));
  const [state, dispatch] = useReducer(mapCentreReducer, initial.state);

  const select = useCallback<MapSelection['select']>((hotel, options) => {
    markListItem(hotel.id, { scroll: options?.scrollList ?? false });
    dispatch(selectHotelOnMap(hotel));
  }, []);
  const clear = useCallback(() => {
    markListItem(null);
    dispatch(closeHotelOnMap);
  }, []);

  const value = useMemo<MapSelection>(
    () => ({
      activeHotelId: state.activeHotelId,
      centre: { latitude: state.latitude, longitude: state.longitude },
      initialZoom: initial.zoom,
      select,
      clear,
    }),
    [state, initial.zoom, select, clear],
  );
  return <MapSelectionContext.Provider value={value}>{children}</MapSelectionContext.Provider>;
}

export function useMapSelection(): MapSelection {
  const value = useContext(MapSelectionContext);
  if (!value) throw new Error('useMapSelection must be used inside MapSelectionProvider');
  return value;
}

/** The map selection in map view, null in list view: a card can select on the map instead of navigating. */
export function useOptionalMapSelection(): MapSelection | null {
  return useContext(MapSelectionContext);
}

import { DEFAULT_CENTRE, ZOOM_WITH_CENTRE, ZOOM_WITHOUT_CENTRE } from './constants';
import { hotelLatLng } from './lat-lng';

/** Spec 3 "Map centre state". */
export type MapCentreState = { activeHotelId: number | null; latitude: number; longitude: number };

export type MapCentreAction =
  /** `latitude`/`longitude` null: the hotel has no valid position, so the centre stays where it is */
  { type: 'select'; hotelId: number; latitude: number | null; longitude: number | null } | { type: 'close' };

type Located = { id: number; location: { lat: unknown; lon: unknown } };

/** Selects a hotel on the map by id and coordinates (a pin click, or a card click in map view). */
export function selectHotelOnMap(hotel: Located): MapCentreAction {
  const position = hotelLatLng(hotel);
  return { type: 'select', hotelId: hotel.id, latitude: position?.lat ?? null, longitude: position?.lng ?? null };
}

/** Closing the pin's card. */
export const closeHotelOnMap: MapCentreAction = { type: 'close' };

/** Spec 4 "Map pin click": select sets the active hotel and centres on it; close keeps that centre. */
export function mapCentreReducer(state: MapCentreState, action: MapCentreAction): MapCentreState {
  switch (action.type) {
    case 'select':
      if (action.latitude === null || action.longitude === null) return { ...state, activeHotelId: action.hotelId };
      return { activeHotelId: action.hotelId, latitude: action.latitude, longitude: action.longitude };
    case 'close':
      return state.activeHotelId === null ? state : { ...state, activeHotelId: null };
  }
}

/** The search location's centre (zoom 13) when it has a valid one, otherwise the default centre (zoom 7). */
export function initialMapCentre(centre?: { lat: number; lon: number } | null): { state: MapCentreState; zoom: number } {
  const position = centre ? hotelLatLng({ location: centre }) : null;
  if (!position) return { state: { activeHotelId: null, ...DEFAULT_CENTRE }, zoom: ZOOM_WITHOUT_CENTRE };
  return { state: { activeHotelId: null, latitude: position.lat, longitude: position.lng }, zoom: ZOOM_WITH_CENTRE };
}

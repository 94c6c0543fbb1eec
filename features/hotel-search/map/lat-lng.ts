import { MAX_LATITUDE } from './constants';

export type LatLng = { lat: number; lng: number };

const INVALID = 'Invalid LatLng object';

/** A finite number, or a string that is one ("16.05"); anything else is not a coordinate. */
function toCoordinate(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  throw new Error(INVALID);
}

/**
 * Spec 5: map coordinates must be numeric, otherwise "Invalid LatLng object". Latitude is clamped to
 * Web-Mercator's ±85.05113 and longitude wrapped into [-180, 180), as Google's LatLng does.
 */
export function toLatLng(lat: unknown, lng: unknown): LatLng {
  const latitude = toCoordinate(lat);
  const longitude = toCoordinate(lng);
  return {
    lat: Math.min(MAX_LATITUDE, Math.max(-MAX_LATITUDE, latitude)),
    lng: longitude >= -180 && longitude < 180 ? longitude : ((((longitude + 180) % 360) + 360) % 360) - 180,
  };
}

/** The position of a hotel, or null when its coordinates are not valid (the pin is then skipped). */
export function hotelLatLng(hotel: { location: { lat: unknown; lon: unknown } }): LatLng | null {
  try {
    return toLatLng(hotel.location.lat, hotel.location.lon);
  } catch {
    return null;
  }
}

export type LocatedHotel<T> = { hotel: T; position: LatLng };

/** Hotels with a valid position; the others get no pin (one bad record never breaks the map). */
export function locateHotels<T extends { location: { lat: unknown; lon: unknown } }>(hotels: readonly T[]): LocatedHotel<T>[] {
  return hotels.flatMap((hotel) => {
    const position = hotelLatLng(hotel);
    return position ? [{ hotel, position }] : [];
  });
}

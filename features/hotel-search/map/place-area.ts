import type { LatLng } from './lat-lng';

/** Hotels farther than this from the centre are not part of the place (a free-text match elsewhere). */
const MAX_RADIUS_KM = 60;
const MIN_RADIUS_KM = 1;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The searched place's area on the map: a circle around its centre holding its hotels (those of the
 * page within 60 km), at least 1 km. Natural Earth has no Vietnamese provinces, so this stands in for
 * the place's own outline. Null without a centre.
 */
export function placeArea(centre: LatLng | null, hotels: readonly LatLng[]): (LatLng & { radiusKm: number }) | null {
  if (!centre) return null;
  const distances = hotels.map((hotel) => distanceKm(centre, hotel)).filter((d) => d <= MAX_RADIUS_KM);
  return { ...centre, radiusKm: Math.max(MIN_RADIUS_KM, ...distances) };
}

/** How far a place's airports are looked for, and how many are offered (issue 37). */
const NEAREST_RADIUS_KM = 250;
const NEAREST_COUNT = 3;

const EARTH_RADIUS_KM = 6371;

type Point = { lat: number; lon: number };

/** Great-circle distance in whole km. */
function greatCircleKm(p: Point, q: Point): number {
  const rad = Math.PI / 180;
  const dLat = (q.lat - p.lat) * rad;
  const dLon = (q.lon - p.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

/**
 * The airports nearest a place, nearest first: up to NEAREST_COUNT within NEAREST_RADIUS_KM, or the nearest one
 * when none is that close (a place is never left with nothing to fly to).
 */
export function nearestAirports(place: Point, airports: readonly (Point & { code: string })[]): { code: string; km: number }[] {
  const sorted = airports
    .map((a) => ({ code: a.code, km: greatCircleKm(place, a) }))
    .sort((x, y) => x.km - y.km || x.code.localeCompare(y.code));
  const near = sorted.filter((a) => a.km <= NEAREST_RADIUS_KM).slice(0, NEAREST_COUNT);
  return near.length > 0 ? near : sorted.slice(0, 1);
}

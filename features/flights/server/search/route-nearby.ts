import type { NearbyRoute, PopularRoute } from './route-page-types';

/** Farther than this, an airport is not "near" the page's (Hà Nội and Vinh: ~250 km; Paris and Frankfurt: ~450 km). */
const NEAR_KM = 800;

/**
 * The flown routes a traveller on origin→destination might take instead, nearest first: the same origin to airports
 * near the destination, and airports near the origin to the same destination, taken in turn, up to `limit`.
 * The route itself and its reverse are not "nearby" (the page links the reverse on its own).
 */
export function nearbyRoutes(
  routes: readonly PopularRoute[],
  originCode: string,
  destinCode: string,
  distance: (a: string, b: string) => number,
  limit = 6,
): NearbyRoute[] {
  const toNear: NearbyRoute[] = [];
  const fromNear: NearbyRoute[] = [];
  for (const r of routes) {
    if (r.originCode === originCode && r.destinCode !== destinCode && r.destinCode !== originCode) {
      const km = distance(r.destinCode, destinCode);
      if (km > 0 && km <= NEAR_KM) toNear.push({ ...r, replaces: 'destination', nearKm: km });
    } else if (r.destinCode === destinCode && r.originCode !== originCode && r.originCode !== destinCode) {
      const km = distance(r.originCode, originCode);
      if (km > 0 && km <= NEAR_KM) fromNear.push({ ...r, replaces: 'origin', nearKm: km });
    }
  }
  const byDistance = (a: NearbyRoute, b: NearbyRoute) =>
    a.nearKm - b.nearKm ||
    b.dailyDepartures - a.dailyDepartures ||
    `${a.originCode}${a.destinCode}`.localeCompare(`${b.originCode}${b.destinCode}`);
  toNear.sort(byDistance);
  fromNear.sort(byDistance);
  const nearby: NearbyRoute[] = [];
  for (let i = 0; nearby.length < limit && (i < toNear.length || i < fromNear.length); i++) {
    if (toNear[i]) nearby.push(toNear[i]!);
    if (fromNear[i] && nearby.length < limit) nearby.push(fromNear[i]!);
  }
  return nearby;
}

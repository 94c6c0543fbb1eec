import { distanceKm, offsetKm, type HotelPlace, type PlaceArea, type PlaceDistrict, type Point } from '@/features/regions/seed';
import type { Random } from '@/lib/random';
import { toSearchKey } from '@/lib/text/search-key';

/**
 * Where a hotel stands. Some hotels are placed around a popular area (within AREA_RADIUS_KM of it),
 * most around a district centre (within DISTRICT_RADIUS_KM; districts near the place's centre are
 * likelier), and places without districts get a point inside their own circle (radiusKm).
 * The static circles are rough (a city's districts can lie outside its radius), so districts and
 * areas, not the circle, decide the point.
 */
export type HotelLocation = { point: Point; district: PlaceDistrict | null; area: PlaceArea | null };

export const AREA_RADIUS_KM = 1;
export const DISTRICT_RADIUS_KM = 1.8;

function nearest<T extends { center: Point }>(items: readonly T[], p: Point): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const item of items) {
    const d = distanceKm(item.center, p);
    if (d < bestDistance) {
      best = item;
      bestDistance = d;
    }
  }
  return best;
}

const around = (rng: Random, center: Point, radiusKm: number) =>
  offsetKm(center, radiusKm * Math.sqrt(rng.next()), rng.float(0, 2 * Math.PI));

/** Weights by spot: a spot belongs to one place, and every hotel of that place weighs all its spots. */
const spotWeights = new WeakMap<object, number>();

/** Central spots attract more hotels than outlying ones; airports and national parks few. */
function spotWeight(place: HotelPlace, spot: { center: Point; nameVi: string }): number {
  let weight = spotWeights.get(spot);
  if (weight === undefined) {
    const ratio = distanceKm(spot.center, place.center) / Math.max(1, place.radiusKm);
    const key = toSearchKey(spot.nameVi);
    const remote = key.startsWith('san bay') || key.startsWith('vuon quoc gia') ? 0.25 : 1;
    weight = remote / (1 + ratio * ratio);
    spotWeights.set(spot, weight);
  }
  return weight;
}

export function locateHotel(rng: Random, place: HotelPlace): HotelLocation {
  const { areas, districts } = place;
  if (areas.length > 0 && rng.chance(Math.min(0.45, 0.12 * areas.length))) {
    const area = rng.weightedPick(areas, (a) => spotWeight(place, a));
    const point = around(rng, area.center, AREA_RADIUS_KM);
    const district = districts.find((d) => d.id === area.districtId) ?? nearest(districts, area.center);
    return { point, district, area };
  }
  if (districts.length > 0) {
    const district = rng.weightedPick(districts, (d) => spotWeight(place, d));
    return { point: around(rng, district.center, DISTRICT_RADIUS_KM), district, area: null };
  }
  return { point: around(rng, place.center, place.radiusKm * 0.97), district: null, area: null };
}

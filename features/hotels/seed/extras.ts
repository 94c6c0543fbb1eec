import type { NearbyPlace, ReviewScores } from '@/features/hotels/db';
import { distanceKm, type HotelPlace, type PlaceArea, type Point } from '@/features/regions/seed';
import { createRandom } from '@/lib/random';

/**
 * The hotel page's extras: check-in/out times, places nearby and review sub-scores. Drawn from a stream
 * of their own per hotel (never from the hotel's stream), so every value seeded before them is unchanged.
 */
export type HotelExtras = { checkInTime: string; checkOutTime: string; nearbyPlaces: NearbyPlace[]; reviewScores: ReviewScores | null };

type Landmark = { kind: string; vi: string; en: string };

const LANDMARKS: readonly Landmark[] = [
  { kind: 'market', vi: 'Chợ trung tâm', en: 'Central market' },
  { kind: 'supermarket', vi: 'Siêu thị', en: 'Supermarket' },
  { kind: 'hospital', vi: 'Bệnh viện', en: 'Hospital' },
  { kind: 'museum', vi: 'Bảo tàng', en: 'Museum' },
  { kind: 'park', vi: 'Công viên', en: 'Park' },
  { kind: 'bus', vi: 'Bến xe', en: 'Bus station' },
  { kind: 'temple', vi: 'Chùa', en: 'Pagoda' },
  { kind: 'restaurant', vi: 'Phố ẩm thực', en: 'Food street' },
];
const BEACH: Landmark = { kind: 'beach', vi: 'Bãi biển', en: 'Beach' };

const km = (n: number) => Math.round(n * 10) / 10;
const score = (base: number, spread: number, rng: ReturnType<typeof createRandom>) =>
  Math.round(Math.min(10, Math.max(1, base + rng.float(-spread, spread))) * 10) / 10;

export function hotelExtras(
  hotelId: number,
  {
    place,
    point,
    area,
    beach,
    reviewPoint,
    countReviews,
  }: { place: HotelPlace; point: Point; area: PlaceArea | null; beach: boolean; reviewPoint: number; countReviews: number },
): HotelExtras {
  const rng = createRandom(`hotel-page-extras:${hotelId}`);
  const checkIn = rng.pick(['13:00', '14:00', '14:00', '15:00'] as const);
  const checkOut = rng.pick(['11:00', '12:00', '12:00'] as const);
  const centre = { kind: 'centre', vi: `Trung tâm ${place.nameVi}`, en: `${place.nameEn} centre` };
  const nearby: NearbyPlace[] = [
    { name_vi: centre.vi, name_en: centre.en, kind: centre.kind, distance_km: km(Math.max(0.2, distanceKm(place.center, point))) },
  ];
  if (area)
    nearby.push({
      name_vi: area.nameVi,
      name_en: area.nameEn,
      kind: 'area',
      distance_km: km(Math.max(0.1, distanceKm(area.center, point))),
    });
  const pool = [...(beach ? [BEACH] : []), ...LANDMARKS];
  const wanted = rng.int(3, 5);
  for (const landmark of pool) {
    if (nearby.length >= wanted + 1) break;
    if (landmark !== BEACH && !rng.chance(0.55)) continue;
    nearby.push({
      name_vi: landmark.vi,
      name_en: landmark.en,
      kind: landmark.kind,
      distance_km: km(rng.float(0.2, landmark === BEACH ? 1.5 : 4)),
    });
  }
  nearby.sort((a, b) => a.distance_km - b.distance_km);
  const reviewScores =
    countReviews > 0
      ? {
          cleanliness: score(reviewPoint, 0.6, rng),
          location: score(reviewPoint, 0.8, rng),
          service: score(reviewPoint, 0.6, rng),
          value: score(reviewPoint, 0.7, rng),
        }
      : null;
  return { checkInTime: checkIn, checkOutTime: checkOut, nearbyPlaces: nearby, reviewScores };
}

import type { Random } from '@/lib/random';
import type { AccommodationType } from './names';

/** The facility keys the UI has icons for (spec §3), in display order. */
export const FACILITY_KEYS = [
  'parking',
  'wifi',
  'pool',
  'restaurant',
  'spa',
  'tenis',
  'laundry',
  'fitness',
  'massage',
  'golf',
  'coffee',
] as const;
export type FacilityKey = (typeof FACILITY_KEYS)[number];

/** The same keys as the listing's TAG_KEYS (features/hotel-search/constants.ts). */
export const HOTEL_TAGS = ['free-cancellation', 'breakfast-included', 'has-360img', 'special-hotel', 'big-sale', 'top-hotel'] as const;
export type HotelTag = (typeof HOTEL_TAGS)[number];

export const FACILITY_LABELS: Record<FacilityKey, { vi: string; en: string }> = {
  parking: { vi: 'bãi đỗ xe', en: 'parking' },
  wifi: { vi: 'Wi-Fi miễn phí', en: 'free Wi-Fi' },
  pool: { vi: 'hồ bơi', en: 'a swimming pool' },
  restaurant: { vi: 'nhà hàng', en: 'a restaurant' },
  spa: { vi: 'spa', en: 'a spa' },
  tenis: { vi: 'sân tennis', en: 'a tennis court' },
  laundry: { vi: 'dịch vụ giặt ủi', en: 'laundry service' },
  fitness: { vi: 'phòng tập gym', en: 'a fitness centre' },
  massage: { vi: 'dịch vụ massage', en: 'massage' },
  golf: { vi: 'sân golf', en: 'a golf course' },
  coffee: { vi: 'quán cà phê', en: 'a coffee shop' },
};

const COUNT_BY_STARS: readonly [number, number][] = [
  [1, 3],
  [2, 4],
  [3, 5],
  [4, 7],
  [6, 9],
  [8, 11],
];

/** More facilities for more stars (a 5-star resort has most of them); wifi nearly always. */
export function pickFacilities(rng: Random, stars: number, type: AccommodationType, beach: boolean): FacilityKey[] {
  const [min, max] = COUNT_BY_STARS[Math.max(0, Math.min(5, stars))] ?? [1, 3];
  const count = Math.min(FACILITY_KEYS.length, rng.int(min, max) + (type === 'resort' ? 1 : 0));
  const weight = (key: FacilityKey): number => {
    switch (key) {
      case 'wifi':
        return 40;
      case 'parking':
        return 8;
      case 'laundry':
        return 6;
      case 'coffee':
        return 5;
      case 'restaurant':
        return 2 + stars * 1.5;
      case 'pool':
        return (type === 'resort' || type === 'villa' ? 12 : beach ? 4 : 1) + stars;
      case 'spa':
        return stars >= 4 || type === 'resort' ? 6 : 0.5;
      case 'fitness':
        return stars >= 3 ? stars : 0.3;
      case 'massage':
        return 3;
      case 'tenis':
        return stars >= 4 ? 2 : 0.2;
      case 'golf':
        return stars >= 5 && type === 'resort' ? 3 : stars >= 4 ? 0.3 : 0.02;
    }
  };
  const chosen = new Set<FacilityKey>();
  while (chosen.size < count) {
    chosen.add(rng.weightedPick(FACILITY_KEYS, (k) => (chosen.has(k) ? 0 : weight(k))));
  }
  return FACILITY_KEYS.filter((k) => chosen.has(k));
}

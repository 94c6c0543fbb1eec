import type { BedOption } from '@/features/hotels/db';
import type { Random } from '@/lib/random';
import type { AccommodationType } from './names';

/** Room types per accommodation type, with bed options in the spec's {group_id, bed_data} shape. */

type BedType = 'single' | 'double' | 'queen' | 'king' | 'bunk' | 'sofa';
type RoomTemplate = {
  vi: string;
  en: string;
  /** price multiplier over the hotel's base (standard room) price */
  factor: number;
  size: [number, number];
  adults: [number, number];
};

export type GeneratedRoomType = {
  nameVi: string;
  nameEn: string;
  factor: number;
  maxAdults: number;
  sizeM2: number;
  bedOptions: BedOption[];
  defaultAllotment: number;
};

const T = (vi: string, en: string, factor: number, size: [number, number], adults: [number, number]): RoomTemplate => ({
  vi,
  en,
  factor,
  size,
  adults,
});

const HOTEL_ROOMS = [
  T('Phòng Tiêu chuẩn', 'Standard Room', 1, [16, 24], [2, 2]),
  T('Phòng Superior', 'Superior Room', 1.15, [20, 28], [2, 2]),
  T('Phòng Deluxe', 'Deluxe Room', 1.35, [26, 36], [2, 3]),
  T('Phòng Gia đình', 'Family Room', 1.7, [32, 45], [4, 4]),
  T('Phòng Suite', 'Suite', 2.3, [45, 80], [2, 3]),
];
const SEA_VIEW = T('Phòng Deluxe Hướng biển', 'Deluxe Ocean View Room', 1.55, [28, 38], [2, 3]);
const ROOMS: Record<Exclude<AccommodationType, 'hotel' | 'resort'>, RoomTemplate[]> = {
  homestay: [
    T('Phòng Đôi', 'Double Room', 1, [14, 20], [2, 2]),
    T('Phòng Gia đình', 'Family Room', 1.5, [22, 30], [3, 4]),
    T('Bungalow Sân vườn', 'Garden Bungalow', 1.3, [18, 26], [2, 2]),
  ],
  hostel: [
    T('Giường trong phòng Dorm 6 người', 'Bed in 6-Bed Dormitory', 0.55, [20, 28], [1, 1]),
    T('Giường trong phòng Dorm nữ 4 người', 'Bed in 4-Bed Female Dormitory', 0.62, [16, 22], [1, 1]),
    T('Phòng Đôi riêng', 'Private Double Room', 1, [12, 18], [2, 2]),
  ],
  guesthouse: [
    T('Phòng Đôi', 'Double Room', 1, [14, 20], [2, 2]),
    T('Phòng 2 giường đơn', 'Twin Room', 1.05, [16, 22], [2, 2]),
    T('Phòng Ba người', 'Triple Room', 1.3, [20, 26], [3, 3]),
  ],
  apartment: [
    T('Căn hộ Studio', 'Studio Apartment', 1, [28, 38], [2, 2]),
    T('Căn hộ 1 phòng ngủ', 'One-Bedroom Apartment', 1.3, [40, 55], [2, 3]),
    T('Căn hộ 2 phòng ngủ', 'Two-Bedroom Apartment', 1.9, [60, 85], [4, 4]),
    T('Căn hộ Penthouse', 'Penthouse Apartment', 3, [110, 160], [4, 4]),
  ],
  villa: [
    T('Biệt thự 2 phòng ngủ', 'Two-Bedroom Villa', 1, [90, 130], [4, 4]),
    T('Biệt thự 3 phòng ngủ có hồ bơi', 'Three-Bedroom Pool Villa', 1.5, [150, 220], [4, 4]),
    T('Biệt thự 4 phòng ngủ', 'Four-Bedroom Villa', 2, [220, 320], [4, 4]),
  ],
};

const BED_VI: Record<BedType, string> = {
  single: 'giường đơn',
  double: 'giường đôi',
  queen: 'giường Queen',
  king: 'giường King',
  bunk: 'giường tầng',
  sofa: 'giường sofa',
};
const bed = (count: number, type: BedType) => ({ count, type, description: `${count} ${BED_VI[type]}` });

function bedOptions(rng: Random, template: RoomTemplate, adults: number): BedOption[] {
  // dormitory beds (priced at a fraction of a private room)
  if (template.adults[1] === 1) return [{ group_id: 1, bed_data: [bed(1, 'bunk')] }];
  const big: BedType = template.factor >= 1.3 ? rng.pick(['king', 'queen'] as const) : rng.pick(['double', 'queen'] as const);
  const groups: BedOption['bed_data'][] =
    adults <= 2
      ? [[bed(1, big)], ...(rng.chance(0.6) ? [[bed(2, 'single')]] : [])]
      : adults === 3
        ? [[bed(1, big), bed(1, 'single')], ...(rng.chance(0.4) ? [[bed(3, 'single')]] : [])]
        : [[bed(2, big)], ...(rng.chance(0.5) ? [[bed(1, 'king'), bed(2, 'single')]] : [])];
  if (template.size[0] >= 40 && rng.chance(0.3)) groups[0]?.push(bed(1, 'sofa'));
  return groups.map((bed_data, i) => ({ group_id: i + 1, bed_data }));
}

function allotmentRange(type: AccommodationType, stars: number): [number, number] {
  switch (type) {
    case 'homestay':
    case 'villa':
      return [1, 3];
    case 'guesthouse':
      return [2, 6];
    case 'hostel':
      return [3, 12];
    case 'apartment':
      return [2, 8];
    case 'resort':
      return [4, 20];
    case 'hotel':
      return stars >= 4 ? [6, 20] : stars === 3 ? [4, 15] : [2, 10];
  }
}

export function generateRoomTypes(rng: Random, type: AccommodationType, stars: number, beach: boolean): GeneratedRoomType[] {
  let templates: RoomTemplate[];
  let count: number;
  if (type === 'hotel' || type === 'resort') {
    const list = beach ? [...HOTEL_ROOMS.slice(0, 3), SEA_VIEW, ...HOTEL_ROOMS.slice(3)] : HOTEL_ROOMS;
    count = type === 'resort' || stars >= 5 ? rng.int(3, 5) : stars >= 3 ? rng.int(2, 4) : rng.int(2, 3);
    const start = stars >= 5 && count < list.length && rng.chance(0.6) ? 1 : 0;
    templates = list.slice(start, start + count);
  } else {
    const list = ROOMS[type];
    count = rng.int(2, Math.min(list.length, type === 'apartment' ? 4 : 3));
    templates = list.slice(0, count);
  }
  const [minAllot, maxAllot] = allotmentRange(type, stars);
  return templates.map((t) => {
    const maxAdults = rng.int(t.adults[0], t.adults[1]);
    return {
      nameVi: t.vi,
      nameEn: t.en,
      factor: t.factor,
      maxAdults,
      sizeM2: rng.int(t.size[0], t.size[1]),
      bedOptions: bedOptions(rng, t, maxAdults),
      // suites and big rooms are fewer
      defaultAllotment: Math.max(1, Math.round(rng.int(minAllot, maxAllot) / (t.factor >= 1.7 ? 3 : 1))),
    };
  });
}

import type { HotelPlace } from '@/features/regions/seed';

/** Destination character used by the generators: beaches get resorts and sea-view rooms, etc. */
export type PlaceTheme = 'beach' | 'mountain' | 'metro' | 'heritage' | 'plain';

const BEACH = [
  'nha trang',
  'cam ranh',
  'phu quoc',
  'da nang',
  'vung tau',
  'phan thiet',
  'quy nhon',
  'ha long',
  'con dao',
  'hai phong',
  'quang ninh',
  'khanh hoa',
  'kien giang',
  'binh thuan',
  'binh dinh',
  'phu yen',
  'ninh thuan',
  'ba ria - vung tau',
  'dong hoi',
  'quang binh',
  'rach gia',
  'phuket',
  'pattaya',
  'bali (denpasar)',
  'bali',
  'penang',
  'busan',
];
const MOUNTAIN = [
  'sa pa',
  'da lat',
  'lao cai',
  'lam dong',
  'ha giang',
  'son la',
  'hoa binh',
  'cao bang',
  'lai chau',
  'dien bien',
  'yen bai',
  'bac kan',
  'kon tum',
  'gia lai',
  'buon ma thuot',
  'chiang mai',
];
const METRO = [
  'ha noi',
  'ho chi minh',
  'can tho',
  'bang coc',
  'singapore',
  'tokyo',
  'osaka',
  'seoul',
  'kuala lumpur',
  'jakarta',
  'paris',
  'phnom penh',
];
const HERITAGE = ['hoi an', 'hue', 'ninh binh', 'thua thien hue', 'quang nam', 'kyoto', 'siem reap'];

export function placeTheme(place: HotelPlace): PlaceTheme {
  const [own] = place.keys;
  const matches = (list: readonly string[]) => place.keys.some((k) => list.includes(k));
  if (own && BEACH.includes(own)) return 'beach';
  if (own && HERITAGE.includes(own)) return 'heritage';
  if (own && MOUNTAIN.includes(own)) return 'mountain';
  if (own && METRO.includes(own)) return 'metro';
  if (matches(BEACH)) return 'beach';
  if (matches(MOUNTAIN)) return 'mountain';
  return 'plain';
}

const PLACE_PRICE: Record<string, number> = {
  'phu quoc': 1.3,
  'da nang': 1.15,
  'nha trang': 1.12,
  'hoi an': 1.12,
  'ha long': 1.08,
  'ha noi': 1.1,
  'ho chi minh': 1.15,
  'con dao': 1.25,
  'cam ranh': 1.15,
  'sa pa': 1.0,
  'da lat': 0.95,
  'vung tau': 1.0,
};
const COUNTRY_PRICE: Record<string, number> = { SG: 2.2, JP: 2.0, FR: 2.4, KR: 1.7, TH: 1.25, MY: 1.15, ID: 1.25, KH: 0.95 };

/**
 * Multiplier applied to a hotel's base prices for its destination (1 = typical Vietnamese city).
 * Resorts in Phú Quốc and Đà Nẵng get a further premium.
 */
export function placePriceFactor(place: HotelPlace, accommodationType: string): number {
  if (place.foreign) return COUNTRY_PRICE[place.countryCode] ?? 1.6;
  const own = place.keys[0] ?? '';
  const base = PLACE_PRICE[own] ?? (placeTheme(place) === 'plain' ? 0.85 : 1);
  const resortPremium = accommodationType === 'resort' && (own === 'phu quoc' || own === 'da nang') ? 1.2 : 1;
  return base * resortPremium;
}

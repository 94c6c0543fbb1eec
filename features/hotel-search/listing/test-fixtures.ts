import { PRICE_RANGES } from '../constants';
import type { HotelListItem, SearchExtraData } from '../schemas';

/** Test data: a domestic hotel, 2 nights at 1,100,000 VND a night (1,000,000 before VAT and fees). */
export function listItem(overrides: Partial<HotelListItem> = {}): HotelListItem {
  return {
    id: 42,
    name: 'Sea Breeze Hotel',
    name_vi: 'Khách sạn Gió Biển',
    slug: 'sea-breeze-hotel',
    thumb_image: '/media/hotels/42-1.svg',
    star_rate: 4,
    review_point: 8.6,
    count_reviews: 120,
    full_address: '12 Võ Nguyên Giáp, Sơn Trà, Đà Nẵng',
    full_address_en: '12 Vo Nguyen Giap, Son Tra, Da Nang',
    location: { lat: 16.06, lon: 108.24 },
    country_code: 'VN',
    accommodation_type: 'hotel',
    tags: [],
    groupFacilities: [
      { key: 'wifi', group_name: 'Wi-Fi' },
      { key: 'pool', group_name: 'Pool' },
    ],
    show_prices: {
      promotion: { show: false, title: null },
      mobile_rate: { show: false, percent: 0 },
      member_discount: { show: false, percent: 10, nightly: null },
    },
    price: 1_000_000,
    net_price: 1_000_000,
    provider: 'direct',
    included_service_fee: false,
    vat: { vat_rate: 8, included: false },
    free_cancel_24h: false,
    rooms_available: 10,
    is_sold_out: false,
    discount: {
      has_discount: false,
      total: { strikethrough: 0, percent: 0 },
      nightly: { strikethrough: 0, percent: 0 },
    },
    final_price: {
      total: { inclusive: 2_200_000, exclusive: 2_000_000 },
      nightly: { inclusive: 1_100_000, exclusive: 1_000_000 },
    },
    rate_plan_id: 7,
    member_rate: null,
    ...overrides,
  };
}

const entries = (keys: string[]) => keys.map((key, i) => ({ key, label: `Label ${key}`, count: i + 1 }));

export function extraData(overrides: Partial<SearchExtraData> = {}): SearchExtraData {
  return {
    count_by_star: ['5', '4', '3', '2', '1'].map((key) => ({ key, label: key, count: Number(key) })),
    count_by_price_range: PRICE_RANGES.map(({ key }, i) => ({ key, label: key, count: i + 3 })),
    count_by_cities: entries(['101', '102']),
    count_by_area: entries(['201']),
    count_by_facilities: entries([
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
    ]),
    count_by_type: entries(['hotel', 'resort']),
    min_price_all: 300_000,
    max_price_all: 8_000_000,
    ...overrides,
  };
}

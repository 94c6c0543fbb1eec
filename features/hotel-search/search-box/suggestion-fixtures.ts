import type { HotelSuggestion, RegionSuggestion } from '../schemas';

/** Test data only: suggestions with sensible defaults. */
export function region(overrides: Partial<RegionSuggestion> = {}): RegionSuggestion {
  return {
    regionid: 1,
    regionname: 'Da Nang',
    regionname_vi: 'Đà Nẵng',
    countryname: 'Vietnam',
    countrycode: 'VN',
    regiontype: 'hotel province',
    seo_url: 'da-nang',
    full_address: 'Đà Nẵng, Việt Nam',
    full_address_en: 'Da Nang, Vietnam',
    hotel_count: 120,
    ...overrides,
  };
}

export function hotel(overrides: Partial<HotelSuggestion> = {}): HotelSuggestion {
  return {
    id: 501,
    name: 'Sea Breeze Hotel',
    name_vi: 'Khách sạn Gió Biển',
    address: '12 Võ Nguyên Giáp, Đà Nẵng',
    address_en: '12 Vo Nguyen Giap, Da Nang',
    countryname: 'Vietnam',
    countrycode: 'VN',
    ...overrides,
  };
}

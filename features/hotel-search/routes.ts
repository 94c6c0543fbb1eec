import { slugify } from '@/lib/text/slug';

/**
 * Addresses of the hotel screens. All are language-neutral ASCII; English pages add the /en prefix
 * (lib/i18n/config.ts localePath). Query names follow spec 2.2.
 */
export const HOTELS_PATH = '/khach-san';
/** Free-text and foreign searches: /khach-san/tim-kiem?keyword=Bangkok&countryCode=TH&regionId=… */
export const SEARCH_RESULTS_PATH = '/khach-san/tim-kiem';
/** Best-price listings and the province/city listings under them (spec 2.2). */
export const BEST_PRICE_PREFIX = '/khach-san-gia-tot';
export const BEST_PRICE_PROVINCE_PATH = `${BEST_PRICE_PREFIX}/tinh`;
export const BEST_PRICE_CITY_PATH = `${BEST_PRICE_PREFIX}/thanh-pho`;

export type StayQuery = { checkInDate: string; nights: number; roomCount?: number; adultCount?: number };

export function stayParams(stay: StayQuery): URLSearchParams {
  const params = new URLSearchParams({ checkInDate: stay.checkInDate, nights: String(stay.nights) });
  if (stay.roomCount && stay.roomCount !== 1) params.set('roomCount', String(stay.roomCount));
  if (stay.adultCount && stay.adultCount !== 1) params.set('adultCount', String(stay.adultCount));
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** Listing of a Vietnamese region: /khach-san/<seo_url> (the slug is the search keyword). */
export function regionListingPath(seoUrl: string, params?: URLSearchParams): string {
  return withQuery(`${HOTELS_PATH}/${seoUrl}`, params ?? new URLSearchParams());
}

export function searchResultsPath(params: URLSearchParams): string {
  return withQuery(SEARCH_RESULTS_PATH, params);
}

/** Hotel detail: /khach-san/<country code>/<slug of the name>-<id> (spec 2.2 / 2.6). */
export function hotelDetailPath(hotel: { id: number; name: string; countryCode?: string | null }, params?: URLSearchParams): string {
  const country = (hotel.countryCode || 'VN').toLowerCase();
  return withQuery(`${HOTELS_PATH}/${country}/${slugify(hotel.name) || 'hotel'}-${hotel.id}`, params ?? new URLSearchParams());
}

/** Parses the last segment of a hotel detail path back to its id. */
export function hotelIdFromSlug(slug: string): number | null {
  const match = /-(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : null;
}

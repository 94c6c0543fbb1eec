import { toProductDate } from '@/lib/dates/product-date';
import { stripLocale } from '@/lib/i18n/config';
import type { HotelSuggestion, RegionSuggestion } from '../schemas';
import {
  BEST_PRICE_CITY_PATH,
  BEST_PRICE_PREFIX,
  BEST_PRICE_PROVINCE_PATH,
  hotelDetailPath,
  regionListingPath,
  searchResultsPath,
  stayParams,
} from '../routes';
import type { BestPriceConfig, SearchSelection, Stay } from './types';

export type SubmitError = 'chooseLocation' | 'noResults';
/** On success, the address and the place searched (picked, or the first suggestion). */
export type SubmitResult = { ok: true; url: string; selection: SearchSelection } | { ok: false; error: SubmitError };

export type SubmitRequest = {
  selection: SearchSelection | null;
  /** the text in the input */
  input: string;
  /** the suggestions for that text (already capped) */
  suggestions: { regions: RegionSuggestion[]; hotels: HotelSuggestion[] };
  /** the current page's path, with or without the /en prefix */
  pathname: string;
  query: URLSearchParams;
  stay: Stay;
  bestPrice: BestPriceConfig;
};

/**
 * Where "Search" goes (spec 2.2, 5). Without a selection the first suggestion (first region, else first
 * hotel) counts as picked. URLs are unprefixed: the caller adds the language prefix.
 */
export function submitDestination(req: SubmitRequest): SubmitResult {
  const selection = req.selection ?? firstSuggestion(req);
  if (!selection) return { ok: false, error: req.input.trim() ? 'noResults' : 'chooseLocation' };
  const stay = stayParams({
    checkInDate: toProductDate(req.stay.checkIn),
    nights: req.stay.nights,
    roomCount: req.stay.roomCount,
    adultCount: req.stay.adultCount,
  });
  if (selection.type === 'hotel') {
    const { id, name, countrycode } = selection.hotel;
    return { ok: true, url: hotelDetailPath({ id, name, countryCode: countrycode }, stay), selection };
  }
  return { ok: true, url: regionUrl(selection.region, req, stay), selection };
}

function firstSuggestion({ input, suggestions }: SubmitRequest): SearchSelection | null {
  if (!input.trim()) return null;
  const [region] = suggestions.regions;
  if (region) return { type: 'region', region };
  const [hotel] = suggestions.hotels;
  return hotel ? { type: 'hotel', hotel } : null;
}

function regionUrl(region: RegionSuggestion, req: SubmitRequest, stay: URLSearchParams): string {
  const bestPrice = bestPriceListing(region, req);
  if (bestPrice) return `${bestPrice}?${stay}`;
  const isDomestic = region.countrycode.toUpperCase() === 'VN' && region.seo_url !== '';
  const params = isDomestic
    ? new URLSearchParams()
    : new URLSearchParams({
        keyword: region.regionname,
        countryCode: region.countrycode.toUpperCase(),
        regionId: String(region.regionid),
      });
  stay.forEach((value, name) => params.set(name, value));
  if (req.query.get('view') === 'map') params.set('view', 'map');
  return isDomestic ? regionListingPath(region.seo_url, params) : searchResultsPath(params);
}

function bestPriceListing(region: RegionSuggestion, { pathname, bestPrice }: SubmitRequest): string | null {
  const path = stripLocale(pathname);
  if (path !== BEST_PRICE_PREFIX && !path.startsWith(`${BEST_PRICE_PREFIX}/`)) return null;
  if (region.regiontype === 'hotel province' && bestPrice.provinceIds.includes(region.regionid)) {
    return `${BEST_PRICE_PROVINCE_PATH}/${region.seo_url}`;
  }
  if (region.regiontype === 'hotel city' && bestPrice.cityIds.includes(region.regionid)) {
    return `${BEST_PRICE_CITY_PATH}/${region.seo_url}`;
  }
  return null;
}

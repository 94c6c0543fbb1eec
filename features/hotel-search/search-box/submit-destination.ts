import { toProductDate } from '@/lib/dates/product-date';
import type { HotelSuggestion, RegionSuggestion } from '../schemas';
import {
  MAP_VIEW,
  VIEW_PARAM,
  bestPriceRegionPath,
  hotelDetailPath,
  isBestPricePath,
  isMapView,
  regionListingPath,
  searchResultsPath,
  stayParams,
  stripLocale,
} from '@/lib/paths';
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
  if (isMapView(req.query)) params.set(VIEW_PARAM, MAP_VIEW);
  return isDomestic ? regionListingPath(region.seo_url, params) : searchResultsPath(params);
}

function bestPriceListing(region: RegionSuggestion, { pathname, bestPrice }: SubmitRequest): string | null {
  if (!isBestPricePath(stripLocale(pathname))) return null;
  if (region.regiontype === 'hotel province' && bestPrice.provinceIds.includes(region.regionid)) {
    return bestPriceRegionPath('province', region.seo_url);
  }
  if (region.regiontype === 'hotel city' && bestPrice.cityIds.includes(region.regionid)) {
    return bestPriceRegionPath('city', region.seo_url);
  }
  return null;
}

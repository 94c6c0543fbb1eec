import type { Lang } from '@/lib/i18n/config';
import type { HotelSuggestion, RegionSuggestion, SearchLocation } from '../schemas';
import type { SearchSelection } from './types';
import { localized } from '@/lib/i18n/localized';

/** Names and addresses in the page language (Vietnamese fields in Vietnamese). */
export const regionName = (r: RegionSuggestion, lang: Lang) => localized({ vi: r.regionname_vi, en: r.regionname }, lang);
export const regionAddress = (r: RegionSuggestion, lang: Lang) => localized({ vi: r.full_address, en: r.full_address_en }, lang);
export const hotelName = (h: HotelSuggestion, lang: Lang) => localized({ vi: h.name_vi, en: h.name }, lang);
export const hotelAddress = (h: HotelSuggestion, lang: Lang) => localized({ vi: h.address, en: h.address_en }, lang);

/** What the input shows once something is picked. */
export function selectionLabel(selection: SearchSelection, lang: Lang): string {
  return selection.type === 'region' ? regionName(selection.region, lang) : hotelName(selection.hotel, lang);
}

/** The same region or the same hotel. */
export function sameSelection(a: SearchSelection, b: SearchSelection): boolean {
  if (a.type === 'region' && b.type === 'region') return a.region.regionid === b.region.regionid;
  return a.type === 'hotel' && b.type === 'hotel' && a.hotel.id === b.hotel.id;
}

/**
 * The listing's own region as a ready selection, so "Search" on a listing works without retyping.
 * Returns null for a free-text search (no region).
 */
export function selectionFromLocation(location: SearchLocation): SearchSelection | null {
  if (location.regionid === null) return null;
  return {
    type: 'region',
    region: {
      regionid: location.regionid,
      regionname: location.name,
      regionname_vi: location.name_vi,
      countryname: '',
      countrycode: location.countrycode,
      regiontype: location.regiontype ?? '',
      seo_url: location.seo_url ?? '',
      full_address: location.full_address,
      full_address_en: location.full_address_en,
      hotel_count: 0,
    },
  };
}

import type { Lang } from '@/lib/i18n/config';
import type { HotelSuggestion, RegionSuggestion, SearchLocation } from '../schemas';
import type { SearchSelection } from './types';

/** Names and addresses in the page language (Vietnamese fields in Vietnamese). */
export const regionName = (r: RegionSuggestion, lang: Lang) => (lang === 'vi' ? r.regionname_vi : r.regionname) || r.regionname;
export const regionAddress = (r: RegionSuggestion, lang: Lang) => (lang === 'vi' ? r.full_address : r.full_address_en) || r.full_address;
export const hotelName = (h: HotelSuggestion, lang: Lang) => (lang === 'vi' ? h.name_vi : h.name) || h.name;
export const hotelAddress = (h: HotelSuggestion, lang: Lang) => (lang === 'vi' ? h.address : h.address_en) || h.address;

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

import 'server-only';
import type { RegionSuggestion } from '../schemas';

export type RegionRow = {
  id: number;
  parent_id: number | null;
  kind: string;
  name: string;
  name_vi: string;
  country_code: string;
  country_name: string;
  seo_url: string;
  full_address: string;
  full_address_en: string;
  lat: number;
  lon: number;
  hotel_count: number;
};

export const REGION_COLUMNS =
  'id, parent_id, kind, name, name_vi, country_code, country_name, seo_url, full_address, full_address_en, lat, lon, hotel_count';

/** Spec: region type is "{product} <kind>", product = hotel. */
export const regionType = (kind: string) => `hotel ${kind}`;

export function toRegionSuggestion(row: RegionRow): RegionSuggestion {
  return {
    regionid: row.id,
    regionname: row.name,
    regionname_vi: row.name_vi,
    countryname: row.country_name,
    countrycode: row.country_code,
    regiontype: regionType(row.kind),
    seo_url: row.seo_url,
    full_address: row.full_address,
    full_address_en: row.full_address_en,
    hotel_count: Number(row.hotel_count),
  };
}

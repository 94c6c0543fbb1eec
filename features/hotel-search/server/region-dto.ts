import 'server-only';
import { regions } from '@/features/regions/db';
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

/** The columns a RegionRow holds, for the query builder (`db.select(regionColumns)`). */
export const regionColumns = {
  id: regions.id,
  parent_id: regions.parentId,
  kind: regions.kind,
  name: regions.name,
  name_vi: regions.nameVi,
  country_code: regions.countryCode,
  country_name: regions.countryName,
  seo_url: regions.seoUrl,
  full_address: regions.fullAddress,
  full_address_en: regions.fullAddressEn,
  lat: regions.lat,
  lon: regions.lon,
  hotel_count: regions.hotelCount,
} satisfies { [K in keyof RegionRow]: unknown };

/** The same columns for the raw queries: "id, parent_id, kind, ...". */
export const REGION_COLUMNS = Object.values(regionColumns)
  .map((column) => column.name)
  .join(', ');

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

import { inArray } from 'drizzle-orm';
import { facilityName } from '@/features/hotel-search/rules';
import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  FACILITY_KEYS,
  PRICE_RANGES,
  type CountEntry,
  type SearchExtraData,
} from '@/features/hotel-search/schemas';
import { regions } from '@/features/regions/db';
import type { Db } from '@/lib/db/client';
import { localized } from '@/lib/i18n/localized';
import { applyFilters, type FilterGroup, type Predicates, type Priced } from './filters';

// read on every call: the reference keeps no cache
async function regionNames(db: Db, lang: 'vi' | 'en'): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: regions.id, name: regions.name, nameVi: regions.nameVi })
    .from(regions)
    .where(inArray(regions.kind, ['district', 'area']));
  return new Map(rows.map((r) => [r.id, localized({ vi: r.nameVi, en: r.name }, lang)]));
}

function countBy(hotels: Priced[], keyOf: (h: Priced) => (string | number | null)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const hotel of hotels) for (const key of keyOf(hotel)) if (key !== null) counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
  return counts;
}

/**
 * Facet counts: each group counts the hotels that pass every OTHER group's filter. Options come from
 * the whole scope; a zero count is still returned.
 */
export async function buildExtraData(
  db: Db,
  all: Priced[],
  predicates: Predicates,
  lang: 'vi' | 'en',
  fullAddress: string | undefined,
): Promise<SearchExtraData> {
  const facet = (group: FilterGroup, keyOf: (h: Priced) => (string | number | null)[]) =>
    countBy(applyFilters(all, predicates, group), keyOf);
  const entries = (keys: string[], counts: Map<string, number>, label: (k: string) => string): CountEntry[] =>
    keys.map((key) => ({ key, label: label(key), count: counts.get(key) ?? 0 }));

  const starCounts = facet('star', (h) => [h.star_rate]);
  const priceCounts = facet('price', (h) =>
    PRICE_RANGES.filter((r) => h.nightly !== null && h.nightly >= r.min && (r.max === null || h.nightly < r.max)).map((r) => r.key),
  );
  const districtCounts = facet('city', (h) => [h.district_id]);
  const areaCounts = facet('area', (h) => [h.area_id]);
  const facilityCounts = facet('facility', (h) => h.facilities);
  const typeCounts = facet('type', (h) => [h.accommodation_type]);

  const names = await regionNames(db, lang);
  // same-named regions (two "Phước Long" in a country-wide search) stay in the order their first hotel was read
  const present = (ids: (number | null)[]) =>
    [...new Set(ids.filter((id): id is number => id !== null))]
      .sort((a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? '', 'vi') || a - b)
      .map(String);
  const prices = all.flatMap((h) => (h.nightly === null ? [] : [h.nightly]));

  return {
    location_info: fullAddress ? { full_addr: fullAddress } : undefined,
    count_by_star: entries(['5', '4', '3', '2', '1', '0'], starCounts, (k) => k),
    count_by_price_range: entries(
      PRICE_RANGES.map((r) => r.key),
      priceCounts,
      (k) => k,
    ),
    count_by_cities: entries(present(all.map((h) => h.district_id)), districtCounts, (k) => names.get(Number(k)) ?? k),
    count_by_area: entries(present(all.map((h) => h.area_id)), areaCounts, (k) => names.get(Number(k)) ?? k),
    count_by_facilities: entries([...FACILITY_KEYS], facilityCounts, (k) => facilityName(k, lang)).sort((a, b) => b.count - a.count),
    count_by_type: entries([...new Set(all.map((h) => h.accommodation_type))].sort(), typeCounts, (k) => k),
    min_price_all: prices.length ? prices.reduce((a, b) => Math.min(a, b)) : DEFAULT_MIN_PRICE,
    max_price_all: prices.length ? prices.reduce((a, b) => Math.max(a, b)) : DEFAULT_MAX_PRICE,
  };
}

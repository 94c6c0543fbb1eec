import 'server-only';
import { inArray } from 'drizzle-orm';
import { regions } from '@/features/regions/db';
import type { Db } from '@/lib/db/client';
import { localized } from '@/lib/i18n/localized';
import { memoize } from '@/lib/cache/memo';
import { facilityName } from '../listing/facility-names';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, FACILITY_KEYS, PRICE_RANGES, type CountEntry, type SearchExtraData } from '../schemas';
import { FILTER_BITS, type FilterGroup } from './search-statement';

/**
 * One row of a grouped pass: `g` is grouping(star_rate, accommodation_type, district_id, area_id,
 * facility_mask), `fails` the filter groups failed, `n` the hotels.
 */
export type FacetRow = {
  g: number;
  fails: number;
  star_rate: number | null;
  accommodation_type: string | null;
  district_id: number | null;
  area_id: number | null;
  facility_mask: number | null;
  n: number;
};
/**
 * The scope's totals: hotels matching every filter, those with rooms for the stay, the price span of all,
 * and per price range (PRICE_RANGES order) the hotels failing no filter group but price.
 */
export type SearchTotals = { total: number; available: number; lo: number | null; hi: number | null; buckets: number[] };

// District and area names for the facet labels; regions change only with a new seed.
const regionNamesByLang = memoize(
  async ({ db, lang }: { db: Db; lang: 'vi' | 'en' }) => {
    const rows = await db
      .select({ id: regions.id, name: regions.name, nameVi: regions.nameVi })
      .from(regions)
      .where(inArray(regions.kind, ['district', 'area']));
    return new Map(rows.map((r) => [r.id, localized({ vi: r.nameVi, en: r.name }, lang)]));
  },
  // per process: one cheap query per language, read by every listing; fetching it from Redis every few seconds would cost more
  { name: 'region-names', ttlMs: 5 * 60_000, keyOf: ({ lang }) => lang, scope: 'process' },
);

// the grouping sets: (star, type), (district, area) and (facilities); a grouped column's bit is 0
const isStarSet = (row: FacetRow) => (row.g & 0b10000) === 0;
const isPlaceSet = (row: FacetRow) => (row.g & 0b00100) === 0;
const isFacilitySet = (row: FacetRow) => (row.g & 0b00001) === 0;

/**
 * Folds the grouped rows into spec 2.4's extra data. A facet counts the hotels failing no filter group but
 * its own (fails is 0 or its own bit), so ticking a box never zeroes its siblings. Options come from the
 * whole scope (`options`: rows of every hotel, any fails; `counts` may hold only the countable rows); a zero
 * count is still returned (the filter box offers it only while it is ticked).
 */
export async function buildExtraData(
  db: Db,
  { counts: rows, options }: { counts: readonly FacetRow[]; options: readonly FacetRow[] },
  totals: SearchTotals,
  lang: 'vi' | 'en',
  fullAddress: string | undefined,
): Promise<SearchExtraData> {
  const counted = (set: (row: FacetRow) => boolean, group: FilterGroup, keyOf: (row: FacetRow) => string | number | null) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const key = keyOf(row);
      if (set(row) && (row.fails === 0 || row.fails === FILTER_BITS[group]) && key !== null)
        counts.set(String(key), (counts.get(String(key)) ?? 0) + row.n);
    }
    return counts;
  };
  const present = (set: (row: FacetRow) => boolean, keyOf: (row: FacetRow) => string | number | null) => [
    ...new Set(
      options
        .filter(set)
        .map(keyOf)
        .filter((k) => k !== null)
        .map(String),
    ),
  ];
  const entries = (keys: readonly string[], counts: Map<string, number>, label: (k: string) => string): CountEntry[] =>
    keys.map((key) => ({ key, label: label(key), count: counts.get(key) ?? 0 }));

  const priceCounts = new Map(PRICE_RANGES.map((range, i) => [range.key as string, totals.buckets[i] ?? 0]));
  const facilityRows = rows.filter((row) => isFacilitySet(row) && (row.fails === 0 || row.fails === FILTER_BITS.facility));
  const facilityCounts = new Map(
    FACILITY_KEYS.map((key, bit) => [
      key as string,
      facilityRows.reduce((sum, row) => ((row.facility_mask ?? 0) & (1 << bit) ? sum + row.n : sum), 0),
    ]),
  );
  const names = await regionNamesByLang({ db, lang });
  // by name, same names (two "Phường 1") by id
  const byName = (keys: string[]) =>
    keys.sort((a, b) => (names.get(Number(a)) ?? '').localeCompare(names.get(Number(b)) ?? '', 'vi') || Number(a) - Number(b));

  return {
    location_info: fullAddress ? { full_addr: fullAddress } : undefined,
    count_by_star: entries(
      ['5', '4', '3', '2', '1', '0'],
      counted(isStarSet, 'star', (r) => r.star_rate),
      (k) => k,
    ),
    count_by_price_range: entries(
      PRICE_RANGES.map((r) => r.key),
      priceCounts,
      (k) => k,
    ),
    count_by_cities: entries(
      byName(present(isPlaceSet, (r) => r.district_id)),
      counted(isPlaceSet, 'city', (r) => r.district_id),
      (k) => names.get(Number(k)) ?? k,
    ),
    count_by_area: entries(
      byName(present(isPlaceSet, (r) => r.area_id)),
      counted(isPlaceSet, 'area', (r) => r.area_id),
      (k) => names.get(Number(k)) ?? k,
    ),
    count_by_facilities: entries([...FACILITY_KEYS], facilityCounts, (k) => facilityName(k, lang)).sort((a, b) => b.count - a.count),
    count_by_type: entries(
      present(isStarSet, (r) => r.accommodation_type).sort(),
      counted(isStarSet, 'type', (r) => r.accommodation_type),
      (k) => k,
    ),
    min_price_all: totals.lo ?? DEFAULT_MIN_PRICE,
    max_price_all: totals.hi ?? DEFAULT_MAX_PRICE,
  };
}

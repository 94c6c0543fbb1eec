import 'server-only';
import { inArray } from 'drizzle-orm';
import { regions } from '@/features/regions/db';
import type { Db } from '@/lib/db/client';
import { localized } from '@/lib/i18n/localized';
import { memoize } from '@/lib/cache/memo';
import { facilityName } from '../listing/facility-names';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, FACILITY_KEYS, PRICE_RANGES, type CountEntry, type SearchExtraData } from '../schemas';
import { FACET_SETS, FILTER_BITS, type FacetSet, type FilterGroup } from './search-statement';

/** One row of the statement's facet pass: a grouping set's key, the filter groups failed, counts and price span. */
export type FacetRow = { g: number; fails: number; k: string | null; n: number; sold_out: number; lo: number | null; hi: number | null };

const GROUP_OF_SET: Record<FacetSet, FilterGroup> = { star: 'star', price: 'price', city: 'city', area: 'area', type: 'type', facility: 'facility' };

// District and area names for the facet labels; regions change only with a new seed.
const regionNamesByLang = memoize(
  async ({ db, lang }: { db: Db; lang: 'vi' | 'en' }) => {
    const rows = await db
      .select({ id: regions.id, name: regions.name, nameVi: regions.nameVi })
      .from(regions)
      .where(inArray(regions.kind, ['district', 'area']));
    return new Map(rows.map((r) => [r.id, localized({ vi: r.nameVi, en: r.name }, lang)]));
  },
  { ttlMs: 5 * 60_000, keyOf: ({ lang }) => lang },
);

/** The grouping set a row belongs to: the one argument of `grouping(...)` whose bit is 0. */
const setOf = (row: FacetRow): FacetSet => FACET_SETS[FACET_SETS.findIndex((_, i) => ((row.g >> (FACET_SETS.length - 1 - i)) & 1) === 0)]!;

export type SearchTotals = { total: number; available: number };

/**
 * Folds the facet rows into spec 2.4's extra data. A facet counts the hotels failing no group but its
 * own (fails is 0 or its own bit), so ticking a box never zeroes its siblings. Options come from the whole
 * scope (any fails); a zero count is still returned (the filter box offers it only while it is ticked).
 */
export async function buildExtraData(
  db: Db,
  rows: readonly FacetRow[],
  lang: 'vi' | 'en',
  fullAddress: string | undefined,
): Promise<{ extra: SearchExtraData; totals: SearchTotals }> {
  const sets = new Map<FacetSet, FacetRow[]>(FACET_SETS.map((set) => [set, []]));
  for (const row of rows) sets.get(setOf(row))!.push(row);
  const counted = (set: FacetSet) => {
    const own = FILTER_BITS[GROUP_OF_SET[set]];
    const counts = new Map<string, number>();
    for (const row of sets.get(set)!) {
      if ((row.fails === 0 || row.fails === own) && row.k !== null) counts.set(row.k, (counts.get(row.k) ?? 0) + row.n);
    }
    return counts;
  };
  const present = (set: FacetSet) => [...new Set(sets.get(set)!.map((row) => row.k).filter((k): k is string => k !== null))];
  const entries = (keys: readonly string[], counts: Map<string, number>, label: (k: string) => string): CountEntry[] =>
    keys.map((key) => ({ key, label: label(key), count: counts.get(key) ?? 0 }));

  const starRows = sets.get('star')!;
  const matching = starRows.filter((row) => row.fails === 0);
  const totals = {
    total: matching.reduce((sum, row) => sum + row.n, 0),
    available: matching.reduce((sum, row) => sum + row.n - row.sold_out, 0),
  };

  const priceCounts = new Map([...counted('price')].map(([bucket, n]) => [PRICE_RANGES[Number(bucket)]!.key as string, n]));
  const facilityRows = sets.get('facility')!.filter((row) => row.fails === 0 || row.fails === FILTER_BITS.facility);
  const facilityCounts = new Map(
    FACILITY_KEYS.map((key, bit) => [key as string, facilityRows.reduce((sum, row) => (Number(row.k) & (1 << bit) ? sum + row.n : sum), 0)]),
  );
  const names = await regionNamesByLang({ db, lang });
  const byName = (keys: string[]) => keys.sort((a, b) => (names.get(Number(a)) ?? '').localeCompare(names.get(Number(b)) ?? '', 'vi'));
  const lows = starRows.map((row) => row.lo).filter((v): v is number => v !== null);
  const highs = starRows.map((row) => row.hi).filter((v): v is number => v !== null);

  return {
    totals,
    extra: {
      location_info: fullAddress ? { full_addr: fullAddress } : undefined,
      count_by_star: entries(['5', '4', '3', '2', '1', '0'], counted('star'), (k) => k),
      count_by_price_range: entries(PRICE_RANGES.map((r) => r.key), priceCounts, (k) => k),
      count_by_cities: entries(byName(present('city')), counted('city'), (k) => names.get(Number(k)) ?? k),
      count_by_area: entries(byName(present('area')), counted('area'), (k) => names.get(Number(k)) ?? k),
      count_by_facilities: entries([...FACILITY_KEYS], facilityCounts, (k) => facilityName(k, lang)).sort((a, b) => b.count - a.count),
      count_by_type: entries(present('type').sort(), counted('type'), (k) => k),
      min_price_all: lows.length ? Math.min(...lows) : DEFAULT_MIN_PRICE,
      max_price_all: highs.length ? Math.max(...highs) : DEFAULT_MAX_PRICE,
    },
  };
}

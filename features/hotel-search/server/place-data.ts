import 'server-only';
import { getReadDb, queryRows } from '@/lib/db/client';
import { memoize } from '@/lib/cache/memo';
import type { FacetRow } from './facets';
import type { SearchScope } from './resolve-location';
import type { HotelSearchQuery } from '../schemas';
import { filtersOnPrice, placeFacetsStatement, scopeProvincesStatement, STAY_FREE_GROUPS } from './search-statement';

const filtered = (query: HotelSearchQuery) => STAY_FREE_GROUPS.some((group) => Boolean(query[group]?.length));

/**
 * A region's (or a country's) facet rows for a query without a price filter: stars, types, districts, areas
 * and facilities of all its hotels with the filter groups each fails, whatever the stay. They change only with
 * the catalogue (refreshSearchData), so they are kept 5 minutes: the unfiltered ones for every process (in Redis
 * when REDIS_URL is set), the filtered ones in this process only, at most 100 place and filter sets (addresses
 * from outside choose them, and a big city's rows, one per facility combination, are a few hundred KB). A text
 * search's, and a price filter's, are counted with the stay.
 */
const KEPT = {
  ttlMs: 5 * 60_000,
  keyOf: (scope: SearchScope) => JSON.stringify(scope.type === 'region' ? { region: scope.region.id } : scope),
};
const countFacets = async (scope: SearchScope, query: HotelSearchQuery | null) =>
  queryRows<FacetRow>(await getReadDb(), placeFacetsStatement(scope, query));
const placeFacets = memoize((scope: SearchScope) => countFacets(scope, null), { name: 'place-facets', ...KEPT });
const filteredPlaceFacets = memoize(({ scope, query }: { scope: SearchScope; query: HotelSearchQuery }) => countFacets(scope, query), {
  name: 'filtered-place-facets',
  scope: 'process',
  maxEntries: 100,
  ttlMs: KEPT.ttlMs,
  keyOf: ({ scope, query }) =>
    JSON.stringify([KEPT.keyOf(scope), ...STAY_FREE_GROUPS.map((group) => [...(query[group] ?? [])].map(String).sort())]),
});

/** The provinces a scope's hotels are in, kept as long (the inventory rows of a stay are read per province). */
export const scopeProvinces = memoize(
  async (scope: SearchScope) =>
    (await queryRows<{ province_id: number }>(await getReadDb(), scopeProvincesStatement(scope))).map((row) => row.province_id),
  { name: 'scope-provinces', ...KEPT },
);

/**
 * Every hotel's facet rows of a place (the unfiltered search's kept rows): the options each facet offers, which no
 * filter changes. Null for a text search, whose rows are not kept.
 */
export function placeOptionRows(scope: SearchScope): Promise<FacetRow[]> | null {
  return scope.type === 'text' ? null : placeFacets(scope);
}

export function keptPlaceFacets(scope: SearchScope, query: HotelSearchQuery): Promise<FacetRow[]> | null {
  if (scope.type === 'text' || filtersOnPrice(query)) return null;
  return filtered(query) ? filteredPlaceFacets({ scope, query }) : placeFacets(scope);
}

import 'server-only';
import { getReadDb, queryRows } from '@/lib/db/client';
import { memoize } from '@/lib/cache/memo';
import type { FacetRow } from './facets';
import type { SearchScope } from './resolve-location';
import { placeFacetsStatement, scopeProvincesStatement } from './search-statement';

/**
 * A region's (or a country's) facet rows without filters: stars, types, districts, areas and facilities
 * of all its hotels, whatever the stay. They change only with the catalogue (refreshSearchData), so they
 * are kept 5 minutes (for every process in Redis when REDIS_URL is set); a text search's are counted with
 * its stay, as a filtered search's are.
 */
const KEPT = { ttlMs: 5 * 60_000, keyOf: (scope: SearchScope) => JSON.stringify(scope.type === 'region' ? { region: scope.region.id } : scope) };
const placeFacets = memoize(async (scope: SearchScope) => queryRows<FacetRow>(await getReadDb(), placeFacetsStatement(scope)), {
  name: 'place-facets',
  ...KEPT,
});

/** The provinces a scope's hotels are in, kept as long (the inventory rows of a stay are read per province). */
export const scopeProvinces = memoize(
  async (scope: SearchScope) =>
    (await queryRows<{ province_id: number }>(await getReadDb(), scopeProvincesStatement(scope))).map((row) => row.province_id),
  { name: 'scope-provinces', ...KEPT },
);

export function keptPlaceFacets(scope: SearchScope): Promise<FacetRow[]> | null {
  return scope.type === 'text' ? null : placeFacets(scope);
}

import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/db/client';
import { memoize } from '@/lib/cache/memo';
import { SUGGESTION_LIMITS } from '../constants';
import type { PopularDestinations } from '../schemas';
import { REGION_COLUMNS, toRegionSuggestion, type RegionRow } from './region-dto';

/**
 * The Vietnamese provinces and cities with the most hotels, as the home page's popular destinations
 * choose them (a province whose hotels are mostly in one of its cities gives way to that city).
 */
async function queryPopular(): Promise<PopularDestinations> {
  const db = await getDb();
  const rows = await queryRows<RegionRow>(
    db,
    sql`select ${sql.raw(REGION_COLUMNS)} from regions
        where country_code = 'VN' and kind in ('province', 'city') and hotel_count > 0
          and not exists (select 1 from regions c where c.parent_id = regions.id and c.kind = 'city' and c.hotel_count * 2 > regions.hotel_count)
        order by hotel_count desc, id
        limit ${SUGGESTION_LIMITS.regions}`,
  );
  return { regions: rows.map(toRegionSuggestion) };
}

// The same for every visitor; hotel counts move only with the catalogue: kept 10 minutes per process.
const cached = memoize(() => queryPopular(), { ttlMs: 10 * 60_000, keyOf: () => 'all' });

export function popularDestinations(): Promise<PopularDestinations> {
  return cached(undefined);
}

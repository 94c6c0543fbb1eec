import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { regions } from '@/features/regions/db';
import { popularDestinationFilter } from '@/features/regions/server';
import { getReadDb } from '@/lib/db/client';
import { memoize } from '@/lib/cache/memo';
import { SUGGESTION_LIMITS } from '../constants';
import type { PopularDestinations } from '../schemas';
import { regionColumns, toRegionSuggestion } from './region-dto';

/**
 * The Vietnamese provinces and cities with the most hotels, as the home page's popular destinations
 * choose them (a province whose hotels are mostly in one of its cities gives way to that city).
 */
async function queryPopular(): Promise<PopularDestinations> {
  const db = await getReadDb();
  const rows = await db
    .select(regionColumns)
    .from(regions)
    .where(popularDestinationFilter)
    .orderBy(desc(regions.hotelCount), asc(regions.id))
    .limit(SUGGESTION_LIMITS.regions);
  return { regions: rows.map(toRegionSuggestion) };
}

// The same for every visitor; hotel counts move only with the catalogue: kept 10 minutes (for every process with REDIS_URL).
const cached = memoize(() => queryPopular(), { name: 'popular-destinations', ttlMs: 10 * 60_000, keyOf: () => 'all' });

export function popularDestinations(): Promise<PopularDestinations> {
  return cached(undefined);
}

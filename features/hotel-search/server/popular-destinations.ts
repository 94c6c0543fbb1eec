import 'server-only';
import { and, asc, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { regions } from '@/features/regions/db';
import { getDb } from '@/lib/db/client';
import { memoize } from '@/lib/cache/memo';
import { SUGGESTION_LIMITS } from '../constants';
import type { PopularDestinations } from '../schemas';
import { regionColumns, toRegionSuggestion } from './region-dto';

/**
 * The Vietnamese provinces and cities with the most hotels, as the home page's popular destinations
 * choose them (a province whose hotels are mostly in one of its cities gives way to that city).
 */
async function queryPopular(): Promise<PopularDestinations> {
  const db = await getDb();
  const city = alias(regions, 'c');
  const rows = await db
    .select(regionColumns)
    .from(regions)
    .where(
      and(
        eq(regions.countryCode, 'VN'),
        inArray(regions.kind, ['province', 'city']),
        gt(regions.hotelCount, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(city)
            .where(and(eq(city.parentId, regions.id), eq(city.kind, 'city'), gt(sql`${city.hotelCount} * 2`, regions.hotelCount))),
        ),
      ),
    )
    .orderBy(desc(regions.hotelCount), asc(regions.id))
    .limit(SUGGESTION_LIMITS.regions);
  return { regions: rows.map(toRegionSuggestion) };
}

// The same for every visitor; hotel counts move only with the catalogue: kept 10 minutes per process.
const cached = memoize(() => queryPopular(), { ttlMs: 10 * 60_000, keyOf: () => 'all' });

export function popularDestinations(): Promise<PopularDestinations> {
  return cached(undefined);
}

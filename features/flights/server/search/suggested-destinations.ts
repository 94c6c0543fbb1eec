import 'server-only';
import { asc } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb } from '@/lib/db/client';
import { flightSuggestions } from '../../db';
import type { SuggestedDestinations } from '../../schemas';

type Groups = SuggestedDestinations['vi'];
const emptyGroups = (): Groups => ({ trending: [], northern: [], central: [], southern: [] });

async function load(): Promise<SuggestedDestinations> {
  const db = await getReadDb();
  const rows = await db
    .select()
    .from(flightSuggestions)
    .orderBy(asc(flightSuggestions.lang), asc(flightSuggestions.groupKey), asc(flightSuggestions.sortOrder), asc(flightSuggestions.id));
  const result: SuggestedDestinations = { vi: emptyGroups(), en: emptyGroups() };
  for (const row of rows) {
    if (row.lang !== 'vi' && row.lang !== 'en') continue;
    const group = result[row.lang][row.groupKey as keyof Groups];
    group?.push({
      code: row.code,
      cityName: row.cityName,
      countryName: row.countryName,
      countryCode: row.countryCode,
      fontWeight: row.fontWeight,
    });
  }
  return result;
}

// The same for every visitor: kept 10 minutes (for every process with REDIS_URL).
const cached = memoize(() => load(), { name: 'flight-suggestions', ttlMs: 10 * 60_000, keyOf: () => 'all' });

/** GET /api/flight-service/v1/suggested-destinations (spec 3): per language, trending / northern / central / southern. */
export function suggestedDestinations(): Promise<SuggestedDestinations> {
  return cached(undefined);
}

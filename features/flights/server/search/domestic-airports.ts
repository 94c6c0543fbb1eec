import 'server-only';
import { asc } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb } from '@/lib/db/client';
import { airportRoutes, airports } from '../../db';
import type { DomesticAirport } from '../../schemas';

async function load(): Promise<DomesticAirport[]> {
  const db = await getReadDb();
  const [rows, routes] = await Promise.all([
    db.select().from(airports),
    db.select().from(airportRoutes).orderBy(asc(airportRoutes.origin), asc(airportRoutes.destination)),
  ]);
  const reachable = new Map<string, string[]>();
  for (const r of routes) reachable.set(r.origin, [...(reachable.get(r.origin) ?? []), r.destination]);
  // north to south, then by code (the spec lists them by region)
  return rows
    .sort((a, b) => a.region - b.region || a.code.localeCompare(b.code))
    .map((a) => ({
      name: a.name,
      code: a.code,
      province_id: a.provinceId,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
      type: a.type,
      region: a.region,
      province_name: a.provinceName,
      has_in_atadi: a.hasInAtadi,
      region_name: a.regionName,
      region_name_vi: a.regionNameVi,
      search_key: a.searchKey,
      destinations: reachable.get(a.code) ?? [],
    }));
}

const cached = memoize(() => load(), { name: 'flight-domestic-airports', ttlMs: 10 * 60_000, keyOf: () => 'all' });

/** GET /api/flight-service/v1/airports/domestic: the 21 domestic airports as spec 3 describes them, each with its domestic routes. */
export function domesticAirports(): Promise<DomesticAirport[]> {
  return cached(undefined);
}

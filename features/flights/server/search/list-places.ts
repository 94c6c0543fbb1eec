import 'server-only';
import { asc } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb } from '@/lib/db/client';
import { toSearchKey } from '@/lib/text/search-key';
import { flightPlaces } from '../../db';
import { nearestAirports } from '../../rules/nearest-airports';
import type { FlightPlace } from '../../schemas';
import { DOMESTIC_CITIES } from '../../seed/world-airports';
import { listAirports } from './list-airports';

async function loadPlaces(): Promise<FlightPlace[]> {
  const db = await getReadDb();
  const [rows, airports] = await Promise.all([db.select().from(flightPlaces).orderBy(asc(flightPlaces.id)), listAirports()]);
  // only airports with flights are worth suggesting; coordinates live in the seed's reference
  const served = new Set(airports.map((a) => a.code));
  const candidates = DOMESTIC_CITIES.filter((c) => served.has(c.code));
  return rows.map((p) => ({
    nameVi: p.nameVi,
    nameEn: p.nameEn,
    provinceVi: p.provinceVi,
    searchKey: p.searchKey,
    airports: nearestAirports(p, candidates),
  }));
}

// Changes with the seed only, like the airport list: kept 10 minutes (for every process with REDIS_URL).
const cached = memoize(() => loadPlaces(), { name: 'flight-places', ttlMs: 10 * 60_000, keyOf: () => 'all' });

/** The places without an airport, each with its nearest airports; q keeps those whose name or province contains it. */
export async function listFlightPlaces(q?: string): Promise<FlightPlace[]> {
  const all = await cached(undefined);
  const key = toSearchKey(q ?? '');
  return key ? all.filter((p) => p.searchKey.includes(key)) : all;
}

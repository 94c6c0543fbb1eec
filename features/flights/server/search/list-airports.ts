import 'server-only';
import { sql } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb, queryRows } from '@/lib/db/client';
import { toSearchKey } from '@/lib/text/search-key';
import type { AirportOption } from '../../schemas';
import { flightReference } from './reference';

async function loadAirports(): Promise<AirportOption[]> {
  const db = await getReadDb();
  const [reference, routes] = await Promise.all([
    flightReference(),
    queryRows<{ origin: string; destination: string }>(
      db,
      sql`select distinct origin, destination from flight_schedules order by origin, destination`,
    ),
  ]);
  const destinations = new Map<string, string[]>();
  for (const r of routes) destinations.set(r.origin, [...(destinations.get(r.origin) ?? []), r.destination]);
  const served = [...reference.airports.values()].filter((a) => destinations.has(a.code));
  // domestic first, north to south, in the reference's order; then abroad
  const order = (region: number | null) => region ?? 4;
  return served
    .map((a, index) => ({ a, index }))
    .sort((x, y) => order(x.a.region) - order(y.a.region) || x.index - y.index)
    .map(({ a }) => ({
      code: a.code,
      cityCode: a.cityCode,
      countryCode: a.countryCode,
      nameVi: a.nameVi,
      nameEn: a.nameEn,
      cityNameVi: a.cityNameVi,
      cityNameEn: a.cityNameEn,
      countryNameVi: a.countryNameVi,
      countryNameEn: a.countryNameEn,
      region: a.region,
      destinations: destinations.get(a.code)!,
    }));
}

// The same for every visitor, changing with the timetable: kept 10 minutes (for every process with REDIS_URL).
const cached = memoize(() => loadAirports(), { name: 'flight-airports', ttlMs: 10 * 60_000, keyOf: () => 'all' });
/**
 * GET /api/flight-service/v1/airports?q=: the airports with flights (domestic first by region, then abroad),
 * each with the airports it flies to; q narrows them to those whose city, name or code contains it, ignoring
 * case and diacritics ("da nang" finds Đà Nẵng).
 */
export async function listAirports(q?: string): Promise<AirportOption[]> {
  const all = await cached(undefined);
  const key = toSearchKey(q ?? '');
  if (!key) return all;
  const { airports } = await flightReference();
  const compact = key.replace(/ /g, '');
  return all.filter((a) => {
    const text = airports.get(a.code)?.searchKey ?? '';
    return text.includes(key) || text.replace(/ /g, '').includes(compact);
  });
}

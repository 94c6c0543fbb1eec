import 'server-only';
import { sql } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb, queryRows } from '@/lib/db/client';
import { flightReference } from './reference';
import type { PopularRoute } from './route-page-types';

/** Departures a week of a days_mask (bit count). */
export const daysAWeek = (mask: number): number => [0, 1, 2, 3, 4, 5, 6].filter((d) => (mask & (1 << d)) !== 0).length;

async function load(): Promise<PopularRoute[]> {
  const db = await getReadDb();
  const [reference, rows] = await Promise.all([
    flightReference(),
    queryRows<{ origin: string; destination: string; days_mask: number; international: boolean }>(
      db,
      sql`select origin, destination, days_mask, international from flight_schedules`,
    ),
  ]);
  const weekly = new Map<string, { origin: string; destination: string; international: boolean; flights: number }>();
  for (const row of rows) {
    const key = `${row.origin}-${row.destination}`;
    const entry = weekly.get(key) ?? { origin: row.origin, destination: row.destination, international: row.international, flights: 0 };
    entry.flights += daysAWeek(row.days_mask);
    weekly.set(key, entry);
  }
  const routes: PopularRoute[] = [];
  for (const r of weekly.values()) {
    const origin = reference.airports.get(r.origin);
    const destination = reference.airports.get(r.destination);
    if (!origin || !destination) continue;
    routes.push({
      originCode: r.origin,
      destinCode: r.destination,
      originCityVi: origin.cityNameVi,
      originCityEn: origin.cityNameEn,
      destinCityVi: destination.cityNameVi,
      destinCityEn: destination.cityNameEn,
      international: r.international,
      dailyDepartures: Math.round(r.flights / 7),
    });
  }
  // domestic first, then the busiest
  return routes.sort(
    (a, b) =>
      Number(a.international) - Number(b.international) ||
      b.dailyDepartures - a.dailyDepartures ||
      `${a.originCode}${a.destinCode}`.localeCompare(`${b.originCode}${b.destinCode}`),
  );
}

const cached = memoize(() => load(), { name: 'flight-popular-routes', ttlMs: 10 * 60_000, keyOf: () => 'all' });

/** Every route with flights (domestic first, busiest first): the flights landing page's links and the sitemap's route pages. */
export function popularRoutes(): Promise<PopularRoute[]> {
  return cached(undefined);
}

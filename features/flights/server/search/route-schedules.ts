import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { getReadDb } from '@/lib/db/client';
import { fareClasses, flightSchedules } from '../../db';
import type { FareCode } from '../../schemas';

export type FareClassRow = {
  id: number;
  code: FareCode;
  cabin: 'economy' | 'business';
  bookingClass: string;
  seats: number;
  baseFareVnd: number;
  childPercent: number;
  infantFareVnd: number;
  feeVnd: number;
  includedBaggageKg: number;
  cabinBaggageKg: number;
  refundable: boolean;
  changeable: boolean;
  /** per passenger and leg (rules/fare-rules.ts); null: not allowed */
  changeFeeVnd: number | null;
  refundFeeVnd: number | null;
  nameChangeFeeVnd: number | null;
  noShowFeeVnd: number | null;
  /** the schedule's, so that a fare class is all the pricing rules read (rules/fares.ts FareClassPricing) */
  fareFactor: number;
  international: boolean;
};

export type ScheduleRow = {
  id: number;
  airline: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departMinute: number;
  durationMinutes: number;
  stops: number;
  via: string | null;
  aircraft: string;
  daysMask: number;
  fareFactor: number;
  international: boolean;
  fareClasses: FareClassRow[];
};

async function loadRoute(key: string): Promise<ScheduleRow[]> {
  const [origin, destination] = key.split('-') as [string, string];
  const db = await getReadDb();
  const schedules = await db
    .select()
    .from(flightSchedules)
    .where(and(eq(flightSchedules.origin, origin), eq(flightSchedules.destination, destination)))
    .orderBy(asc(flightSchedules.departMinute), asc(flightSchedules.id));
  if (schedules.length === 0) return [];
  const fares = await db
    .select()
    .from(fareClasses)
    .where(
      inArray(
        fareClasses.scheduleId,
        schedules.map((s) => s.id),
      ),
    )
    .orderBy(asc(fareClasses.sortOrder), asc(fareClasses.id));
  const bySchedule = new Map<number, typeof fares>();
  for (const fare of fares) bySchedule.set(fare.scheduleId, [...(bySchedule.get(fare.scheduleId) ?? []), fare]);
  return schedules.map((s) => ({
    ...s,
    fareClasses: (bySchedule.get(s.id) ?? []).map(({ scheduleId: _scheduleId, sortOrder: _sortOrder, ...f }) => ({
      ...f,
      code: f.code as FareCode,
      cabin: f.cabin as FareClassRow['cabin'],
      fareFactor: s.fareFactor,
      international: s.international,
    })),
  }));
}

// Schedules and fare rules change with the timetable, rarely: kept 10 minutes per route in this process;
// seats are always read fresh (seat-inventory.ts).
const cached = memoize(loadRoute, { name: 'flight-route-schedules', ttlMs: 10 * 60_000, maxEntries: 500, scope: 'process' });

/** A route's schedules (by departure time) with their fare classes. */
export function routeSchedules(origin: string, destination: string): Promise<ScheduleRow[]> {
  return cached(`${origin}-${destination}`);
}

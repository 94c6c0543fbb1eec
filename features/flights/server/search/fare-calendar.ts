import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { getReadDb, queryRows } from '@/lib/db/client';
import { passengerCountProblem, seatsFor } from '../../rules/passengers';
import { FLIGHT_LIMITS, type FareCalendar, type FareCalendarBody } from '../../schemas';
import { adultTotal, fareAmounts } from '../../rules/fares';
import { onSale, seatsLeftOf } from './departures';
import { invalidSearch } from './query-error';
import { flightReference } from './reference';
import { routeSchedules, type FareClassRow, type ScheduleRow } from './route-schedules';
import { seatsLeftBetween, type SeatsTaken } from './seat-inventory';

export type LowFareDay = { date: string; minPrice: number | null; airline: string | null };
/** The departure a day's lowest price came from: [fare class id, date, local departure minute]. */
type FarePick = [fareClassId: number, date: string, departMinute: number];

type Candidate = { schedule: ScheduleRow; fareClass: FareClassRow; weight: number };

/**
 * Every fare class of the route, cheapest first for any one day: on a day every departure has the same demand
 * percent, so an adult's price only grows with base fare x the schedule's fare factor, and with the fee.
 */
function candidatesOf(schedules: readonly ScheduleRow[]): Candidate[] {
  return schedules
    .flatMap((schedule) =>
      schedule.fareClasses.map((fareClass) => ({ schedule, fareClass, weight: fareClass.baseFareVnd * schedule.fareFactor })),
    )
    .sort((a, b) => a.weight - b.weight || a.fareClass.feeVnd - b.fareClass.feeVnd || a.schedule.departMinute - b.schedule.departMinute);
}

/** Bit of a date's weekday in days_mask (bit 0 Monday ... bit 6 Sunday). */
const weekdayBit = (date: string) => 1 << ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7);

/**
 * The lowest one-adult price (taxes and fees included) of each day from `from` to `to`, among the route's
 * departures on sale that still have `seats` seats in a fare class; null for days outside the sales window
 * (before today, after today + the booking window) or with nothing on sale. One inventory query for all days;
 * a day prices only the fare classes no cheaper available one dominates (a lower base x factor and fee).
 */
export async function lowFareDays(
  originCode: string,
  destinCode: string,
  from: string,
  to: string,
  seats: number,
  now: Date,
): Promise<LowFareDay[]> {
  return (await lowFarePicks(originCode, destinCode, from, to, seats, now)).days;
}

/** lowFareDays, with the departure each priced day's minimum came from. */
async function lowFarePicks(
  originCode: string,
  destinCode: string,
  from: string,
  to: string,
  seats: number,
  now: Date,
): Promise<{ days: LowFareDay[]; picks: FarePick[] }> {
  const today = todayIso(now);
  const tomorrow = addDays(today, 1);
  const lastDay = addDays(today, FLIGHT_LIMITS.bookingWindowDays);
  const reference = await flightReference();
  const origin = reference.airports.get(originCode);
  const schedules = origin ? await routeSchedules(originCode, destinCode) : [];
  const candidates = candidatesOf(schedules);
  const first = from < today ? today : from;
  const last = to > lastDay ? lastDay : to;
  const taken =
    origin && first <= last
      ? await seatsLeftBetween(
          schedules.map((s) => s.id),
          first,
          last,
        )
      : (new Map() as SeatsTaken);
  const days: LowFareDay[] = [];
  const picks: FarePick[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const best: LowFareDay = { date, minPrice: null, airline: null };
    let pick: FarePick | null = null;
    days.push(best);
    if (!origin || date < first || date > last) continue;
    const bit = weekdayBit(date);
    // the sales cutoff (hours) reaches no further than tomorrow
    const nearDay = date <= tomorrow;
    let lowestFee = Infinity;
    for (const { schedule, fareClass } of candidates) {
      if (fareClass.feeVnd >= lowestFee || (schedule.daysMask & bit) === 0 || seatsLeftOf(fareClass, date, taken) < seats) continue;
      if (nearDay && !onSale(date, schedule, origin, now)) continue;
      lowestFee = fareClass.feeVnd;
      const price = adultTotal(fareAmounts(fareClass, date, today));
      if (best.minPrice === null || price < best.minPrice) {
        Object.assign(best, { minPrice: price, airline: schedule.airline });
        pick = [fareClass.id, date, schedule.departMinute];
      }
    }
    if (pick) picks.push(pick);
  }
  return { days, picks };
}

/** The last day of a YYYY-MM month (any year: Date.UTC would read 0-99 as 1900-1999). */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return `${month}-${days}`;
}

/** `ask` names the call (not part of the memo key): a month computed for this very call needs no check. */
type CalendarKey = { originCode: string; destinCode: string; month: string; seats: number; now: Date; ask: string };
/** A memoized month: the answer, the departure of each day's minimum and the call that computed it. */
type CalendarEntry = { calendar: FareCalendar; picks: FarePick[]; ask: string };

async function computeCalendar({ originCode, destinCode, month, seats, now, ask }: CalendarKey): Promise<CalendarEntry> {
  const { days, picks } = await lowFarePicks(originCode, destinCode, `${month}-01`, monthEnd(month), seats, now);
  let cheapest: LowFareDay | null = null;
  for (const day of days) if (day.minPrice !== null && (cheapest === null || day.minPrice < cheapest.minPrice!)) cheapest = day;
  return { calendar: { originCode, destinCode, month, days, cheapestDate: cheapest?.date ?? null }, picks, ask };
}

// A month costs the route's schedules and a month of inventory: kept 5 minutes per route, month, seats and Vietnam day,
// and checked on every read (calendarOutdated) so a sold-out or closed minimum is never shown.
const cachedCalendar = memoize(computeCalendar, {
  name: 'flight-fare-calendar-v2',
  ttlMs: 5 * 60_000,
  maxEntries: 5_000,
  keyOf: (k) => `${k.originCode}-${k.destinCode}-${k.month}-${k.seats}-${todayIso(k.now)}`,
});

/** Seats left now of each pick that has an inventory row (one without has all its seats: nobody took any). */
async function seatsLeftOfPicks(picks: readonly FarePick[]): Promise<number[]> {
  const db = await getReadDb();
  const rows = await queryRows<{ seats_left: number }>(
    db,
    sql`select seats - held - sold as seats_left from flight_seat_inventory
        where (fare_class_id, depart_date) in (select * from unnest(${`{${picks.map((p) => p[0]).join(',')}}`}::int[], ${`{${picks.map((p) => p[1]).join(',')}}`}::date[]))`,
  );
  return rows.map((r) => Number(r.seats_left));
}

/**
 * Whether a kept month shows a minimum that is gone: its departure closed for sale (the sales cutoff), or its fare
 * class on that day now has fewer than the party's seats (a hold or a sale took them). One primary-key read of at
 * most a row a day; a seat given back (a lower minimum) waits for the entry's time to live.
 */
async function calendarOutdated(entry: CalendarEntry, originCode: string, seats: number, now: Date): Promise<boolean> {
  if (entry.picks.length === 0) return false;
  const origin = (await flightReference()).airports.get(originCode);
  if (origin && entry.picks.some(([, date, departMinute]) => !onSale(date, { departMinute }, origin, now))) return true;
  return (await seatsLeftOfPicks(entry.picks)).some((left) => left < seats);
}

/** POST /api/flight-service/v1/combo-search-month-v2: the lowest fare of each day of a month for the party's seats. */
export async function fareCalendar(body: FareCalendarBody, now = new Date()): Promise<FareCalendar> {
  const problem = passengerCountProblem(body);
  if (problem) throw invalidSearch(problem);
  const reference = await flightReference();
  if (!reference.airports.has(body.originCode) || !reference.airports.has(body.destinCode)) throw invalidSearch('Không tìm thấy sân bay');
  if (body.originCode === body.destinCode) throw invalidSearch('Điểm đi và điểm đến phải khác nhau');
  const key = {
    originCode: body.originCode,
    destinCode: body.destinCode,
    month: body.month,
    seats: seatsFor(body),
    now,
    ask: randomUUID(),
  };
  const entry = await cachedCalendar(key);
  if (entry.ask === key.ask || !(await calendarOutdated(entry, key.originCode, key.seats, now))) return entry.calendar;
  await cachedCalendar.forget(key);
  return (await cachedCalendar(key)).calendar;
}

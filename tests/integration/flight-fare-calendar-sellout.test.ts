import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calendarRoute from '@/app/api/flight-service/v1/combo-search-month-v2/route';
import * as searchRoute from '@/app/api/flight-service/v1/search/route';
import type { FareCalendar, FlightSearchResult } from '@/features/flights/schemas';
import { fareCalendar } from '@/features/flights/server';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { FLIGHT_ROUTES, flightDay, openFlightApi, type FlightApi, makeFlight, type TestFlight } from './flight-fixtures';

// Issue 37 §4: the fare calendar keeps a month 5 minutes, but never shows a minimum that a hold or a sale has taken
// (nor one past its sales cutoff): the next ask after the last seat of a day's cheapest fare goes shows the new minimum.

let world: FlightApi;
let call: FlightApi['call'];
let cheap: TestFlight;
let next: TestFlight;
const db = () => world.db();

async function calendar(month: string, adultCount = 1): Promise<FareCalendar> {
  const answer = await call('POST', '/api/flight-service/v1/combo-search-month-v2', {
    body: { originCode: 'HAN', destinCode: 'DAD', month, adultCount, childCount: 0, infantCount: 0 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as unknown as FareCalendar;
}
const priceOn = (month: FareCalendar, date: string) => month.days.find((d) => d.date === date)?.minPrice ?? null;

/** The live search's lowest one-adult price of the day (it reads the seats as they are). */
async function searchMinimum(date: string, adults = 1): Promise<number | null> {
  const answer = await call('GET', `/api/flight-service/v1/search?ap=HAN.DAD&dt=${toProductDate(date)}&ps=${adults}.0.0`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as unknown as FlightSearchResult).minPrice;
}

async function holdSeats(fareClassId: number, date: string, adultCount: number) {
  const body = { adultCount, childCount: 0, infantCount: 0, legs: [{ leg: 0, fareClassId, departDate: date }] };
  const answer = await call('POST', '/api/flight-service/v1/booking-requests', { body, key: crypto.randomUUID() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

beforeAll(async () => {
  world = await openFlightApi({
    ...FLIGHT_ROUTES,
    '/api/flight-service/v1/combo-search-month-v2': calendarRoute,
    '/api/flight-service/v1/search': searchRoute,
  });
  call = world.call;
  // the cheapest departure of the route (under any seeded fare) has 2 seats; a dearer one has plenty
  cheap = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', seats: 2, departMinute: 420 });
  next = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', seats: 50, departMinute: 900 });
  await db().execute(sql`update fare_classes set base_fare_vnd = 1000, fee_vnd = 0 where id = ${cheap.fareClassId}`);
  await db().execute(sql`update fare_classes set base_fare_vnd = 400000, fee_vnd = 0 where id = ${next.fareClassId}`);
}, 120_000);
afterAll(() => world.close());

describe(`fare calendar after a sell-out [${process.env.TEST_DB_KIND}]`, () => {
  it("the next ask after a hold takes the last seats of a day's cheapest fare shows the new minimum, for each party size", async () => {
    const day = flightDay(40);
    // another day of the same month, untouched
    const other = day.endsWith('-01') ? addDays(day, 1) : addDays(day, -1);
    const month = day.slice(0, 7);
    const [one, two] = [await calendar(month), await calendar(month, 2)];
    const lowest = priceOn(one, day)!;
    expect(lowest).toBe(await searchMinimum(day));
    expect(priceOn(two, day)).toBe(lowest);
    expect(priceOn(one, other)).toBe(lowest);

    // one seat left: still the minimum for one traveller, no longer for two
    await holdSeats(cheap.fareClassId, day, 1);
    const twoAfter = await calendar(month, 2);
    expect(priceOn(twoAfter, day)).toBeGreaterThan(lowest);
    expect(priceOn(twoAfter, day)).toBe(await searchMinimum(day, 2));
    expect(priceOn(twoAfter, other)).toBe(lowest);
    expect(priceOn(await calendar(month), day)).toBe(lowest);

    // the last seat goes: the kept month is not shown again
    await holdSeats(cheap.fareClassId, day, 1);
    const oneAfter = await calendar(month);
    expect(priceOn(oneAfter, day)).toBeGreaterThan(lowest);
    expect(priceOn(oneAfter, day)).toBe(await searchMinimum(day));
    expect(priceOn(oneAfter, other)).toBe(lowest);
    expect(oneAfter.cheapestDate).not.toBe(day);
  });

  it("a day's minimum past its sales cutoff is not shown from the kept month", async () => {
    // the cheapest leaves at 07:00 tomorrow (Vietnam): on sale at 03:00, closed at 05:00 (3 h cutoff), the same day's key
    const tomorrow = addDays(todayIso(), 1);
    const at = (hour: number) => new Date(Date.parse(`${tomorrow}T00:00:00Z`) + (hour - 7) * 3_600_000);
    const body = { originCode: 'HAN', destinCode: 'DAD', month: tomorrow.slice(0, 7), adultCount: 1, childCount: 0, infantCount: 0 };
    const early = await fareCalendar(body, at(3));
    const open = early.days.find((d) => d.date === tomorrow)!.minPrice!;
    const late = await fareCalendar(body, at(5));
    expect(late.days.find((d) => d.date === tomorrow)!.minPrice).toBeGreaterThan(open);
  });
});

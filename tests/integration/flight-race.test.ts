import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { flightDay, makeFlight, openFlightApi, seatsOf, type FlightApi } from './flight-fixtures';

const BASE = '/api/flight-service/v1/booking-requests';

// PGlite runs one statement at a time in this process, so nothing races there: these need PostgreSQL.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(`flight seat holds under concurrency [${process.env.TEST_DB_KIND}]`, () => {
  let world: FlightApi;
  let call: FlightApi['call'];
  const db = () => world.db();

  beforeAll(async () => {
    world = await openFlightApi(undefined, { hotels: 2, rateLimit: '1000000' });
    call = world.call;
  }, 120_000);
  afterAll(() => world.close());

  it('lets exactly 3 of 500 concurrent holds take a fare class with 3 seats; the rest are FLIGHT_SOLD_OUT, never a 500', async () => {
    const flight = await makeFlight(db(), { origin: 'HAN', destination: 'DAD', seats: 3 });
    const day = flightDay(30);
    const body = { adultCount: 1, childCount: 0, infantCount: 0, legs: [{ leg: 0, fareClassId: flight.fareClassId, departDate: day }] };
    const answers = await Promise.all(Array.from({ length: 500 }, () => call('POST', BASE, { body })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(497);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error_code).toBe('FLIGHT_SOLD_OUT');
    expect(await seatsOf(db(), flight.fareClassId, day)).toEqual({ seats: 3, held: 3, sold: 0 });
    const [counts] = await queryRows<{ requests: number; holds: number }>(
      db(),
      sql`select (select count(*)::int from flight_booking_requests where legs @> ${JSON.stringify([{ fareClassId: flight.fareClassId }])}::jsonb) requests,
                 (select coalesce(sum(seats), 0)::int from flight_holds where fare_class_id = ${flight.fareClassId}) holds`,
    );
    expect(counts).toEqual({ requests: 3, holds: 3 });
  }, 180_000);

  it('round trips racing for the last seats of either leg hold both legs or neither (no deadlock)', async () => {
    const out = await makeFlight(db(), { origin: 'HAN', destination: 'SGN', seats: 4 });
    const back = await makeFlight(db(), { origin: 'SGN', destination: 'HAN', seats: 2, departMinute: 1100 });
    const day = flightDay(35);
    const roundTrip = {
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      legs: [
        { leg: 0, fareClassId: out.fareClassId, departDate: day },
        { leg: 1, fareClassId: back.fareClassId, departDate: addDays(day, 2) },
      ],
    };
    // the return flight alone, booked one way, races the round trips for its 2 seats
    const backOnly = { ...roundTrip, legs: [{ leg: 0, fareClassId: back.fareClassId, departDate: addDays(day, 2) }] };
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => call('POST', BASE, { body: i % 3 ? roundTrip : backOnly })));
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const won = answers.filter((a, i) => a.status === 201 && i % 3 !== 0).length;
    const outRow = await seatsOf(db(), out.fareClassId, day);
    const backRow = await seatsOf(db(), back.fareClassId, addDays(day, 2));
    expect(backRow!.held).toBe(2);
    expect(outRow?.held ?? 0).toBe(won);
  }, 180_000);
});

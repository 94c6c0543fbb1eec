import { fc, it } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { errorEnvelopeSchema } from '@/features/api-docs/schemas';
import { flightBookingRequestSchema } from '@/features/flights/schemas';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows, type Db } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { CONTACT, FLIGHT_ROUTES, flightBasics, makeFlight, passengersFor, type TestFlight } from '../integration/flight-fixtures';
import { apiClient } from '../integration/payment-method-helpers';

/**
 * Flight booking requests fuzzed with real fare classes of this file's own schedules (the document-driven fuzz
 * mostly reaches 404s): near-valid parties, legs and travellers never get a 5xx, every error is the envelope,
 * every success the documented request, and a 400 holds no seat.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 25);
const BASE = '/api/flight-service/v1/booking-requests';

const footprint = async (db: Db) =>
  (
    await queryRows<{ requests: number; held: number }>(
      db,
      sql`select (select count(*)::int from flight_booking_requests) requests, (select coalesce(sum(held), 0)::int from flight_seat_inventory) held`,
    )
  )[0];

describe(`fuzz flight booking requests [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let call: ReturnType<typeof apiClient>;
  let flights: TestFlight[] = [];
  const statuses = new Map<number, number>();
  const today = todayIso();

  beforeAll(async () => {
    process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '1000000';
    resetServerEnvCache();
    database = await createTestDatabase({ hotels: 2 });
    await flightBasics(database.handle.db);
    flights = [
      await makeFlight(database.handle.db, { origin: 'HAN', destination: 'DAD', seats: 400 }),
      await makeFlight(database.handle.db, { origin: 'DAD', destination: 'HAN', seats: 400, departMinute: 1000 }),
      await makeFlight(database.handle.db, { origin: 'SGN', destination: 'BKK', seats: 400, international: true }),
    ];
    api = await startApiServer(FLIGHT_ROUTES);
    call = apiClient(api);
  }, 120_000);
  afterAll(async () => {
    console.info(
      `[fuzz flight booking ${process.env.TEST_DB_KIND}] answers by status: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`,
    );
    delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
    resetServerEnvCache();
    await api.close();
    await database.drop();
  });

  const mostly = (inside: fc.Arbitrary<number>, outside: fc.Arbitrary<number>) =>
    fc.oneof({ arbitrary: inside, weight: 12 }, { arbitrary: outside, weight: 1 });
  const body = fc.record({
    out: fc.nat(),
    back: fc.option(fc.nat(), { nil: null }),
    day: fc.oneof(
      { arbitrary: mostly(fc.integer({ min: 0, max: 365 }), fc.constantFrom(-2, -1, 366, 400)), weight: 9 },
      { arbitrary: fc.constant(Number.NaN), weight: 1 },
    ),
    returnAfter: mostly(fc.integer({ min: 0, max: 10 }), fc.constantFrom(-1, -5)),
    adultCount: mostly(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0, 9, 10)),
    childCount: mostly(fc.integer({ min: 0, max: 2 }), fc.constantFrom(-1, 8, 9)),
    infantCount: mostly(fc.integer({ min: 0, max: 1 }), fc.constantFrom(4, 10)),
    totalPrice: fc.option(fc.integer({ min: -1, max: 50_000_000 }), { nil: undefined }),
    travellers: fc.boolean(),
  });

  it.prop([body], { numRuns: RUNS })(
    'creating a request and setting its travellers keep the contract, and a 400 holds nothing',
    async (b) => {
      const depart = Number.isNaN(b.day) ? '2026-02-30' : addDays(today, b.day);
      const legs = [
        { leg: 0, fareClassId: flights[b.out % flights.length]!.fareClassId, departDate: depart },
        ...(b.back === null
          ? []
          : [
              {
                leg: 1,
                fareClassId: flights[b.back % flights.length]!.fareClassId,
                departDate: Number.isNaN(b.day) ? depart : addDays(depart, b.returnAfter),
              },
            ]),
      ];
      const sent = {
        adultCount: b.adultCount,
        childCount: b.childCount,
        infantCount: b.infantCount,
        legs,
        ...(b.totalPrice === undefined ? {} : { totalPrice: b.totalPrice }),
      };
      const before = await footprint(database.handle.db);
      const answer = await call('POST', BASE, { body: sent });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const context = `${JSON.stringify(sent)} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`;
      expect(answer.status, context).toBeLessThan(500);
      if (answer.status !== 201) {
        expect([400, 404, 409], context).toContain(answer.status);
        expect(errorEnvelopeSchema.safeParse(answer.body).success, context).toBe(true);
        if (answer.status === 400) expect(await footprint(database.handle.db), context).toEqual(before);
        return;
      }
      const request = flightBookingRequestSchema.parse(answer.body.data);
      if (!b.travellers) return;
      const passengers = passengersFor(depart, { adults: b.adultCount, children: b.childCount, infants: b.infantCount });
      const put = await call('PUT', `${BASE}/${request.id}/passengers`, {
        cookie: answer.setCookie?.split(';')[0],
        body: { contact: CONTACT, passengers },
      });
      const putContext = `${context} PUT -> ${put.status} ${JSON.stringify(put.body).slice(0, 400)}`;
      expect(put.status, putContext).toBeLessThan(500);
      if (put.status === 200) expect(flightBookingRequestSchema.safeParse(put.body.data).success, putContext).toBe(true);
      else expect(errorEnvelopeSchema.safeParse(put.body).success, putContext).toBe(true);
    },
  );
});

import { fc, it } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { errorEnvelopeSchema } from '@/features/api-docs/schemas';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { BOOKING_ROUTES, bookingClient, bookingFootprint } from '../integration/booking-helpers';

/**
 * Booking requests fuzzed with the catalogue's real hotels and rate plans (the document-driven fuzz in api.test.ts
 * mostly reaches 404s): near-valid bodies (any stay, guests and rooms, plans of this hotel or another, a key or not,
 * as a guest or a member) never get a 5xx, every error is the envelope, every success the documented request, and a
 * 400 writes nothing (booking tables, idempotency keys and room inventory unchanged).
 */
const RUNS = Number(process.env.FUZZ_RUNS || 25);

describe(`fuzz booking requests [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let call: ReturnType<typeof bookingClient>;
  let plans: { id: number; hotel_id: number }[] = [];
  let member = '';
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '1000000';
    resetServerEnvCache();
    database = await createTestDatabase({ hotels: 20 });
    member = (await installSsoStandIn().signIn({ userId: 1 })).cookie;
    api = await startApiServer(BOOKING_ROUTES);
    call = bookingClient(api);
    plans = await queryRows(database.handle.db, sql`select id, hotel_id from rate_plans order by id`);
  });
  afterAll(async () => {
    console.info(`[fuzz booking ${process.env.TEST_DB_KIND}] answers by status: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`);
    delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
    resetServerEnvCache();
    await api.close();
    await database.drop();
  });

  const today = todayIso();
  // mostly within the rules, sometimes just outside them
  const mostly = (inside: fc.Arbitrary<number>, outside: fc.Arbitrary<number>) =>
    fc.oneof({ arbitrary: inside, weight: 12 }, { arbitrary: outside, weight: 1 });
  const body = fc.record({
    planAt: fc.nat(),
    samePlanTwice: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    otherHotel: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    check_in: fc.oneof(
      { arbitrary: mostly(fc.integer({ min: 0, max: 365 }), fc.constantFrom(-2, -1, 366, 400)).map((d) => addDays(today, d)), weight: 9 },
      { arbitrary: fc.constantFrom('2026-02-30', '2027-13-01', 'tomorrow'), weight: 1 },
    ),
    nights: mostly(fc.integer({ min: 1, max: 5 }), fc.constantFrom(-1, 0, 30, 31)),
    adults: mostly(fc.integer({ min: 1, max: 2 }), fc.constantFrom(0, 20, 37)),
    children_ages: fc.array(mostly(fc.integer({ min: 0, max: 17 }), fc.constantFrom(-1, 18)), { maxLength: 2 }),
    room_count: mostly(fc.integer({ min: 1, max: 2 }), fc.constantFrom(0, 9, 10)),
    lines: mostly(fc.integer({ min: 1, max: 2 }), fc.constantFrom(0, 5, 6)),
    extra: fc.constantFrom({}, { total_price: 1 }, { prices: { total_price: 0 } }, { booking_request_id: crypto.randomUUID() }),
  });

  it.prop(
    [
      body,
      fc.boolean(),
      fc.oneof(
        { arbitrary: fc.constant(null), weight: 4 },
        { arbitrary: fc.uuid(), weight: 4 },
        { arbitrary: fc.string({ minLength: 0, maxLength: 140 }), weight: 1 },
      ),
    ],
    { numRuns: RUNS },
  )('request-price keeps the contract, and a 400 writes nothing', async (b, asMember, key) => {
    const plan = plans[b.planAt % plans.length]!;
    const hotelPlans = plans.filter((p) => p.hotel_id === plan.hotel_id);
    const other = plans.find((p) => p.hotel_id !== plan.hotel_id)!;
    const lines = Array.from({ length: b.lines }, (_, i) => ({
      rate_plan_id: b.samePlanTwice ? plan.id : hotelPlans[i % hotelPlans.length]!.id,
      room_count: b.room_count,
    }));
    if (b.otherHotel && lines.length > 0) lines[0] = { rate_plan_id: other.id, room_count: b.room_count };
    const sent = {
      hotel_id: plan.hotel_id,
      check_in: b.check_in,
      nights: b.nights,
      adults: b.adults,
      children_ages: b.children_ages,
      rooms: lines,
      ...b.extra,
    };
    const before = await bookingFootprint(database.handle.db);
    const answer = await call('POST', '/request-price/', {
      body: sent,
      cookie: asMember ? member : undefined,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const context = `${JSON.stringify(sent)} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`;
    expect(answer.status, context).toBeLessThan(500);
    if (answer.status === 201) expect(bookingRequestSchema.safeParse(answer.body.data).success, context).toBe(true);
    else {
      expect([400, 404, 409, 422], context).toContain(answer.status);
      expect(errorEnvelopeSchema.safeParse(answer.body).success, context).toBe(true);
    }
    if (answer.status === 400) expect(await bookingFootprint(database.handle.db), context).toEqual(before);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetBookingRateLimit } from '@/features/auth/server';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { addDays } from '@/lib/dates/product-date';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { BOOKING_ROUTES, bookingClient, cookiePair, inventoryOf, pickHotel, setFree, type PlanRow } from './booking-helpers';

// PGlite runs one statement at a time in this process, so nothing races there: these tests need PostgreSQL
// (TEST_DATABASE_URL, project integration-postgres).
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(`booking holds under concurrency [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let call: ReturnType<typeof bookingClient>;
  let hotelId: number;
  let plan: PlanRow;
  let checkIn: string;
  const body = (from: string, nights: number) => ({
    hotel_id: hotelId,
    check_in: from,
    nights,
    adults: 1,
    rooms: [{ rate_plan_id: plan.id, room_count: 1 }],
  });

  beforeAll(async () => {
    // a thousand calls from one address: the per-address limit has its own test
    process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '1000000';
    resetServerEnvCache();
    database = await createTestDatabase({ hotels: 8 });
    api = await startApiServer(BOOKING_ROUTES);
    call = bookingClient(api);
    const picked = await pickHotel(database.handle.db);
    hotelId = picked.hotelId;
    plan = picked.plans[0]!;
    checkIn = picked.checkIn;
  });
  afterAll(async () => {
    delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
    resetServerEnvCache();
    await resetBookingRateLimit();
    await api.close();
    await database.drop();
  });

  it('lets exactly 5 of 1,000 concurrent request-price calls hold the 5 rooms left; the rest are SOLD_OUT', async () => {
    const nights = [checkIn, addDays(checkIn, 1)];
    await setFree(database.handle.db, plan.room_type_id, nights, 5, plan.default_allotment);
    const answers = await Promise.all(Array.from({ length: 1_000 }, () => call('POST', '/request-price/', { body: body(checkIn, 2) })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(995);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error_code).toBe('SOLD_OUT');
    const rows = await inventoryOf(database.handle.db, plan.room_type_id);
    for (const night of nights) {
      const row = rows.find((r) => r.stay_date === night)!;
      expect(row.held).toBe(5);
      expect(row.held + row.sold).toBe(row.allotment);
    }
    const [counts] = await queryRows<{ requests: number; holds: number }>(
      database.handle.db,
      sql`select (select count(*)::int from booking_requests) requests, (select coalesce(sum(rooms), 0)::int from booking_holds) holds`,
    );
    expect(counts).toEqual({ requests: 5, holds: 10 });
  }, 180_000);

  it('settles overlapping stays by the night they share (2 rooms left on night 2 only)', async () => {
    const [d1, d2, d3] = [addDays(checkIn, 10), addDays(checkIn, 11), addDays(checkIn, 12)];
    await setFree(database.handle.db, plan.room_type_id, [d1, d3], 10, plan.default_allotment + 10);
    await setFree(database.handle.db, plan.room_type_id, [d2], 2, plan.default_allotment);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call('POST', '/request-price/', { body: i % 2 ? body(d1, 2) : body(d2, 2) })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const rows = await inventoryOf(database.handle.db, plan.room_type_id);
    const at = (d: string) => rows.find((r) => r.stay_date === d)!;
    expect(at(d2).held).toBe(2);
    expect(at(d1).held + at(d3).held).toBe(2);
    for (const r of rows) expect(r.held).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('makes one request of 100 parallel retries with one Idempotency-Key; every answer is that request or 409 in flight', async () => {
    const key = crypto.randomUUID();
    const from = addDays(checkIn, 20);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('POST', '/request-price/', { body: body(from, 1), key })));
    const ok = answers.filter((a) => a.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) {
      if (a.status !== 201) expect(a.body.error_code).toBe('IDEMPOTENCY_IN_FLIGHT');
    }
    const ids = new Set(ok.map((a) => (a.body.data as { id: string }).id));
    expect(ids.size).toBe(1);
    // every success carries the same (random) guest cookie: the first call's, kept with the key
    expect(new Set(ok.map((a) => cookiePair(a.setCookie))).size).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int n from booking_requests where check_in = ${from}`,
    );
    expect(row).toEqual({ n: 1 });
    const retry = await call('POST', '/request-price/', { body: body(from, 1), key });
    expect((retry.body.data as { id: string }).id).toBe([...ids][0]);
  }, 120_000);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetBookingRateLimit } from '@/features/auth/server';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, pickHotel } from './booking-helpers';
import { COMBO_ROUTES, comboWorld, makeComboDeal, ORIGIN } from './combo-fixtures';
import { DEAL_ROUTES, purchaseBody, voucherDeal } from './deal-helpers';
import { FLIGHT_ROUTES, flightDay, makeFlight } from './flight-fixtures';
import { apiClient } from './orders-helpers';

/**
 * A new guest's first write (no cookie) creates the guest and sets its cookie. A retry with the same
 * Idempotency-Key is that call, whether it carries the cookie the first answer set or not (the answer was lost);
 * a stranger replaying the key from another address or with another cookie gets neither the answer nor the cookie.
 */
type Product = { name: string; path: string; body: () => unknown; footprint: () => Promise<number> };

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
const products: Product[] = [];
const db = () => database.handle.db;
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;
const idOf = (answer: { body: Record<string, unknown> }) => {
  const data = answer.body.data as { id?: string; order?: { order_number: string } };
  return data.id ?? data.order?.order_number;
};
let serial = 0;
/** A client address of its own (X-Forwarded-For, TRUSTED_PROXY_HOPS 0) per test, so no per-address budget is shared. */
const newAddress = () => `198.51.100.${(serial += 1)}`;

beforeAll(async () => {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '1000000';
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 30 });
  const world = await comboWorld(db());
  const flight = await makeFlight(db(), { origin: 'HAN', destination: 'DAD' });
  const { hotelId, plans, checkIn } = await pickHotel(db());
  const deal = await voucherDeal(db(), 20);
  const combo = await makeComboDeal(db(), world);
  api = await startApiServer({ ...DEAL_ROUTES, ...FLIGHT_ROUTES, ...COMBO_ROUTES });
  call = apiClient(api);
  products.push(
    {
      name: 'hotel request-price',
      path: '/api/v3-booking/booking-requests/request-price/',
      body: () => ({
        hotel_id: hotelId,
        check_in: addDays(checkIn, 20),
        nights: 1,
        adults: 1,
        rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }],
      }),
      footprint: () =>
        count(sql`select ((select count(*) from booking_requests) + (select coalesce(sum(rooms), 0) from booking_holds))::int n`),
    },
    {
      name: 'flight hold',
      path: '/api/flight-service/v1/booking-requests',
      body: () => ({
        adultCount: 1,
        childCount: 0,
        infantCount: 0,
        legs: [{ leg: 0, fareClassId: flight.fareClassId, departDate: flightDay(50) }],
      }),
      footprint: () =>
        count(
          sql`select ((select count(*) from flight_booking_requests) + (select coalesce(sum(held), 0) from flight_seat_inventory))::int n`,
        ),
    },
    {
      name: 'deal purchase',
      path: '/api/v3-booking/fe/deal',
      body: () => purchaseBody(deal, { quantity: 1 }),
      footprint: () =>
        count(
          sql`select ((select count(*) from orders) + (select count(*) from mail_outbox) + (select coalesce(sum(quantity_sold), 0) from deals))::int n`,
        ),
    },
    {
      name: 'combo draft',
      path: '/api/v2-hotel/redis/combo',
      body: () => ({ dealId: combo.dealId, origin: ORIGIN, departDate: addDays(todayIso(), 45), priceDealId: combo.priceId }),
      footprint: () => count(sql`select count(*)::int n from combo_drafts`),
    },
  );
}, 180_000);
afterAll(async () => {
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  resetServerEnvCache();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe(`a new guest's first write and its retries under one Idempotency-Key [${process.env.TEST_DB_KIND}]`, () => {
  for (const name of ['hotel request-price', 'flight hold', 'deal purchase', 'combo draft']) {
    it(`${name}: the retry with the cookie the first answer set, or without it, is the first call; a stranger's replay is not`, async () => {
      const product = products.find((p) => p.name === name)!;
      const key = crypto.randomUUID();
      const here = { 'x-forwarded-for': newAddress() };
      const before = await product.footprint();
      const first = await call('POST', product.path, { body: product.body(), key, headers: here });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const cookie = cookiePair(first.setCookie);
      expect(cookie).toMatch(/^bookingGuest=.+/);
      const made = await product.footprint();
      expect(made).toBeGreaterThan(before);

      // the retry carrying the cookie, from here and from another address (a phone moving networks)
      for (const headers of [here, { 'x-forwarded-for': newAddress() }]) {
        const withCookie = await call('POST', product.path, { body: product.body(), key, cookie, headers });
        expect(withCookie.status, JSON.stringify(withCookie.body)).toBe(201);
        expect(idOf(withCookie)).toBe(idOf(first));
      }
      // the retry of a first call whose answer (and cookie) was lost
      const without = await call('POST', product.path, { body: product.body(), key, headers: here });
      expect(without.status).toBe(201);
      expect(idOf(without)).toBe(idOf(first));
      expect(cookiePair(without.setCookie)).toBe(cookie);
      expect(await product.footprint()).toBe(made);

      // a stranger with the key, from another address without a cookie: a call of their own, never the first answer or cookie
      const elsewhere = await call('POST', product.path, { body: product.body(), key, headers: { 'x-forwarded-for': newAddress() } });
      expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
      expect(idOf(elsewhere)).not.toBe(idOf(first));
      expect(cookiePair(elsewhere.setCookie)).not.toBe(cookie);
      // ... or from here with a cookie of their own (made by another call)
      const stranger = cookiePair(
        (await call('POST', product.path, { body: product.body(), key: crypto.randomUUID(), headers: here })).setCookie,
      );
      const theirs = await call('POST', product.path, { body: product.body(), key, headers: here, cookie: stranger });
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
      expect([idOf(first), idOf(elsewhere)]).not.toContain(idOf(theirs));
      expect(theirs.setCookie).toBeNull();
    }, 60_000);
  }
});

// PGlite runs one statement at a time in this process, so nothing races there: these need PostgreSQL.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  `concurrent retries of a new guest's first write [${process.env.TEST_DB_KIND}]`,
  () => {
    for (const name of ['hotel request-price', 'deal purchase']) {
      it(`${name}: 20 first calls at once make one; 40 retries at once, half with the cookie, all get it`, async () => {
        const product = products.find((p) => p.name === name)!;
        const key = crypto.randomUUID();
        const here = { 'x-forwarded-for': newAddress() };
        const before = await product.footprint();
        // a double click (or a client retrying on a timeout) before any answer
        const firsts = await Promise.all(
          Array.from({ length: 20 }, () => call('POST', product.path, { body: product.body(), key, headers: here })),
        );
        const made = firsts.filter((a) => a.status === 201);
        for (const a of firsts.filter((x) => x.status !== 201))
          expect([a.status, a.body.error_code]).toEqual([409, 'IDEMPOTENCY_IN_FLIGHT']);
        expect(made.length).toBeGreaterThanOrEqual(1);
        expect(new Set(made.map(idOf)).size).toBe(1);
        const cookie = cookiePair(made[0]!.setCookie);
        const footprint = await product.footprint();
        expect(footprint).toBeGreaterThan(before);

        const retries = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            call('POST', product.path, { body: product.body(), key, headers: here, ...(i % 2 ? { cookie } : {}) }),
          ),
        );
        for (const a of retries) {
          expect(a.status, JSON.stringify(a.body)).toBe(201);
          expect(idOf(a)).toBe(idOf(made[0]!));
        }
        expect(await product.footprint()).toBe(footprint);
      }, 120_000);
    }

    it('a double click on Pay in the deal popup: two purchases at once with one key make one order, one mail and take one unit (new guest or cookie)', async () => {
      const deal = products.find((p) => p.name === 'deal purchase')!;
      const path = '/api/v3-booking/fe/deal';
      const here = { 'x-forwarded-for': newAddress() };
      const facts = async () =>
        (
          await queryRows<{ orders: number; mails: number; sold: number }>(
            db(),
            sql`select (select count(*)::int from orders) orders, (select count(*)::int from mail_outbox) mails, (select coalesce(sum(quantity_sold), 0)::int from deals) sold`,
          )
        )[0]!;
      let cookie = '';
      for (const withCookie of [false, true]) {
        const before = await facts();
        const key = crypto.randomUUID();
        const both = await Promise.all(
          [0, 1].map(() => call('POST', path, { body: deal.body(), key, headers: here, ...(withCookie ? { cookie } : {}) })),
        );
        const made = both.filter((a) => a.status === 201);
        expect(made.length, JSON.stringify(both.map((a) => a.body))).toBeGreaterThanOrEqual(1);
        for (const a of both.filter((x) => x.status !== 201)) expect([a.status, a.body.error_code]).toEqual([409, 'IDEMPOTENCY_IN_FLIGHT']);
        expect(new Set(made.map(idOf)).size).toBe(1);
        expect(await facts()).toEqual({ orders: before.orders + 1, mails: before.mails + 1, sold: before.sold + 1 });
        if (!withCookie) cookie = cookiePair(made[0]!.setCookie);
      }
    }, 60_000);
  },
);

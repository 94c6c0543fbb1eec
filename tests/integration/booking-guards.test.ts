import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingRequestSchema, type BookingRequest } from '@/features/booking/schemas';
import { purgeOldRequests } from '@/features/booking/server';
import { resetBookingRateLimit } from '@/features/auth/server';
import { idempotent, sweepIdempotencyKeys, type KeepAnswer } from '@/features/platform/server';
import { addDays } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { BOOKING_ROUTES, bookingClient, cookiePair, inventoryOf, pickHotel, type Answer, type PlanRow } from './booking-helpers';

/** The review's guards on booking requests: guest identity, bounded holds, sign-in from checkout, limits. */
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof bookingClient>;
let hotelId: number;
let plans: PlanRow[];
let firstCheckIn: string;
let checkIn: string;
let testIndex = 0;
const members: Record<number, string> = {};

const data = (answer: Answer) => bookingRequestSchema.parse(answer.body.data);
const priceBody = (over: Record<string, unknown> = {}) => ({
  hotel_id: hotelId,
  check_in: checkIn,
  nights: 1,
  adults: 1,
  rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }],
  ...over,
});
const setLimit = (perMinute: number) => {
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = String(perMinute);
  resetServerEnvCache();
};
const heldOn = async (night: string) =>
  (await inventoryOf(database.handle.db, plans[0]!.room_type_id)).find((r) => r.stay_date === night)?.held ?? 0;
const rowOf = async (id: string) =>
  (
    await queryRows<{ status: string; user_id: number | null; guest_key_hash: string | null; holds: number }>(
      database.handle.db,
      sql`select status, user_id, guest_key_hash, (select count(*)::int from booking_holds where booking_request_id = ${id}) holds from booking_requests where id = ${id}`,
    )
  )[0];

beforeAll(async () => {
  setLimit(100_000);
  database = await createTestDatabase({ hotels: 8 });
  const sso = installSsoStandIn();
  for (const userId of [1, 2]) members[userId] = (await sso.signIn({ userId })).cookie;
  api = await startApiServer(BOOKING_ROUTES);
  call = bookingClient(api);
  ({ hotelId, plans, checkIn: firstCheckIn } = await pickHotel(database.handle.db));
});
afterAll(async () => {
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  resetServerEnvCache();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});
beforeEach(() => {
  // each test books its own nights
  checkIn = addDays(firstCheckIn, 3 * testIndex);
  testIndex += 1;
  setLimit(100_000);
});

describe(`booking request guards [${process.env.TEST_DB_KIND}]`, () => {
  it('gives a cookie-less first write a random guest: a later reuse of its Idempotency-Key is a stranger', async () => {
    const key = crypto.randomUUID();
    const first = await call('POST', '/request-price/', { body: priceBody(), key });
    expect(first.status).toBe(201);
    const replay = await call('POST', '/request-price/', { body: priceBody(), key });
    expect(cookiePair(replay.setCookie)).toBe(cookiePair(first.setCookie));
    expect(data(replay).id).toBe(data(first).id);
    // the key's 24 hours are over: the key names nothing any more
    await sweepIdempotencyKeys(new Date(Date.now() + 25 * 3600_000));
    const later = await call('POST', '/request-price/', { body: priceBody(), key });
    expect(later.status).toBe(201);
    expect(cookiePair(later.setCookie)).not.toBe(cookiePair(first.setCookie));
    expect(data(later).id).not.toBe(data(first).id);
    expect((await call('GET', `/${data(first).id}/`, { cookie: cookiePair(later.setCookie) })).status).toBe(404);
    expect((await call('GET', `/${data(first).id}/`, { cookie: cookiePair(first.setCookie) })).status).toBe(200);
  });

  it('keeps at most 3 live holds per owner: a 4th request releases the oldest in the same call', async () => {
    const first = await call('POST', '/request-price/', { body: priceBody(), key: crypto.randomUUID() });
    const cookie = cookiePair(first.setCookie);
    const ids = [data(first).id];
    for (let i = 1; i < 3; i += 1)
      ids.push(data(await call('POST', '/request-price/', { cookie, body: priceBody({ check_in: addDays(checkIn, i) }) })).id);
    expect(await heldOn(checkIn)).toBe(1);
    const fourth = await call('POST', '/request-price/', { cookie, body: priceBody({ check_in: addDays(checkIn, 1) }) });
    expect(fourth.status).toBe(201);
    expect(await rowOf(ids[0]!)).toMatchObject({ status: 'EXPIRED', holds: 0 });
    expect(await heldOn(checkIn)).toBe(0);
    for (const id of [...ids.slice(1), data(fourth).id]) expect((await rowOf(id))!.status).toBe('HELD');
    const listed = await call('GET', '/?status=HELD', { cookie });
    expect((listed.body.data as { total: number }).total).toBe(3);
    // the released one can be priced again; that releases the next oldest
    const again = await call('POST', '/request-price/', { cookie, body: priceBody({ booking_request_id: ids[0] }) });
    expect(data(again)).toMatchObject({ id: ids[0], status: 'HELD' });
    expect((await rowOf(ids[1]!))!.status).toBe('EXPIRED');
  });

  it('a member signing in with a guest cookie takes over its requests at member prices; others still see 404', async () => {
    const guest = await call('POST', '/request-price/', { body: priceBody(), key: crypto.randomUUID() });
    const request = data(guest);
    const cookie = cookiePair(guest.setCookie);
    expect(request.member_priced).toBe(false);
    const held = await heldOn(checkIn);
    // another member, even with the cookie of another guest, sees nothing of it
    const stranger = await call('POST', '/request-price/', {
      body: priceBody({ check_in: addDays(checkIn, 1) }),
      key: crypto.randomUUID(),
    });
    expect((await call('GET', `/${request.id}/`, { cookie: `${members[2]}; ${cookiePair(stranger.setCookie)}` })).status).toBe(404);
    expect((await call('GET', `/${request.id}/`, { cookie: members[1] })).status).toBe(404);

    const signedIn = await call('GET', `/${request.id}/`, { cookie: `${members[1]}; ${cookie}` });
    expect(signedIn.status).toBe(200);
    const claimed: BookingRequest = data(signedIn);
    expect(claimed).toMatchObject({ id: request.id, status: 'HELD', expires_at: request.expires_at, member_priced: true });
    expect(claimed.prices.final_price.inclusive).toBeLessThan(request.prices.final_price.inclusive);
    expect(await heldOn(checkIn)).toBe(held);
    expect(await rowOf(request.id)).toMatchObject({ user_id: 1, guest_key_hash: null });
    // now the member's: without the cookie too, and no longer the cookie's alone or another member's
    expect((await call('GET', `/${request.id}/`, { cookie: members[1] })).status).toBe(200);
    expect((await call('GET', `/${request.id}/`, { cookie })).status).toBe(404);
    expect((await call('GET', `/${request.id}/`, { cookie: `${members[2]}; ${cookie}` })).status).toBe(404);
    const coupon = await call('PATCH', `/${request.id}/apply-coupon/`, { cookie: members[1], body: { coupon_code: 'LYVANG50K' } });
    expect(coupon.status).toBe(200);
  });

  it('lists a page of requests in four queries, whatever its size, each item as its own GET answers it', async () => {
    const first = await call('POST', '/request-price/', { body: priceBody(), key: crypto.randomUUID() });
    const cookie = cookiePair(first.setCookie);
    const [a, b] = plans as [PlanRow, PlanRow];
    await call('POST', '/request-price/', {
      cookie,
      body: priceBody({
        check_in: addDays(checkIn, 1),
        adults: 2,
        rooms: [
          { rate_plan_id: a.id, room_count: 1 },
          { rate_plan_id: b.id, room_count: 1 },
        ],
      }),
    });
    await call('POST', '/request-price/', { cookie, body: priceBody({ check_in: addDays(checkIn, 2) }) });
    const selects = vi.spyOn(database.handle.db, 'select');
    const listed = await call('GET', '/', { cookie });
    const queries = selects.mock.calls.length;
    selects.mockRestore();
    const items = (listed.body.data as { items: BookingRequest[] }).items;
    expect(items).toHaveLength(3);
    expect(queries).toBeLessThanOrEqual(4);
    expect(items.map((i) => i.rooms.length)).toEqual([1, 2, 1]);
    for (const item of items) {
      const one = data(await call('GET', `/${item.id}/`, { cookie }));
      expect({ ...item, server_time: '' }).toEqual({ ...one, server_time: '' });
    }
  });

  it('keeps an answer with the change it made: a failure after the commit never lets a retry run the call again', async () => {
    const claim = { scope: 'test:atomic', key: crypto.randomUUID(), fingerprint: 'f' };
    let runs = 0;
    const op = (keep: KeepAnswer) =>
      database.handle.db
        .transaction(async (tx) => {
          runs += 1;
          await keep(tx, { run: runs });
        })
        .then(() => Promise.reject(new Error('lost after the commit')));
    await expect(idempotent(claim, 201, op)).rejects.toThrow('lost after the commit');
    expect(await idempotent(claim, 201, op)).toEqual({ run: 1 });
    expect(runs).toBe(1);

    // request-price: the write after its transaction fails (a dropped connection), the retry still finds one hold
    const key = crypto.randomUUID();
    const update = vi.spyOn(database.handle.db, 'update').mockImplementationOnce(() => {
      throw new Error('connection lost');
    });
    const failed = await call('POST', '/request-price/', { body: priceBody(), key });
    update.mockRestore();
    expect(failed.status).toBe(500);
    const retry = await call('POST', '/request-price/', { body: priceBody(), key });
    expect(retry.status).toBe(201);
    expect(await heldOn(checkIn)).toBe(1);
  });

  it('re-prices with the coupon of the locked row: one applied between its first read and the lock is kept', async () => {
    const request = data(await call('POST', '/request-price/', { cookie: members[1], body: priceBody() }));
    expect(request.coupon).toBeNull();
    const db = database.handle.db;
    const transaction = db.transaction.bind(db);
    // a concurrent apply-coupon lands after request-price read the row and before its transaction locks it
    const spy = vi.spyOn(db, 'transaction').mockImplementationOnce((async (run: Parameters<typeof db.transaction>[0]) => {
      expect((await call('PATCH', `/${request.id}/apply-coupon/`, { cookie: members[1], body: { coupon_code: 'LYVANG50K' } })).status).toBe(
        200,
      );
      return transaction(run);
    }) as typeof db.transaction);
    const repriced = await call('POST', '/request-price/', { cookie: members[1], body: priceBody({ booking_request_id: request.id }) });
    spy.mockRestore();
    expect(repriced.status).toBe(201);
    expect(data(repriced).coupon).toMatchObject({ coupon_code: 'LYVANG50K', final_discount_value: 50_000 });
  });

  it('deletes EXPIRED and CANCELLED requests (and their rows) a week after they ended, nothing else', async () => {
    const made: string[] = [];
    for (let i = 0; i < 4; i += 1)
      made.push(data(await call('POST', '/request-price/', { body: priceBody(), key: crypto.randomUUID() })).id);
    const [oldExpired, oldCancelled, recentExpired, oldConverted] = made as [string, string, string, string];
    const age = async (id: string, status: string, days: number) => {
      await database.handle.db.execute(sql`delete from booking_holds where booking_request_id = ${id}`);
      await database.handle.db.execute(
        sql`update booking_requests set status = ${status}, updated_at = now() - make_interval(days => ${days}) where id = ${id}`,
      );
    };
    await age(oldExpired, 'EXPIRED', 8);
    await age(oldCancelled, 'CANCELLED', 8);
    await age(recentExpired, 'EXPIRED', 6);
    await age(oldConverted, 'CONVERTED', 30);
    expect(await purgeOldRequests()).toBe(2);
    expect(await rowOf(oldExpired)).toBeUndefined();
    expect(await rowOf(oldCancelled)).toBeUndefined();
    expect((await rowOf(recentExpired))!.status).toBe('EXPIRED');
    expect((await rowOf(oldConverted))!.status).toBe('CONVERTED');
    const [lines] = await queryRows<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int n from booking_request_rooms where booking_request_id in (${oldExpired}, ${oldCancelled})`,
    );
    expect(lines!.n).toBe(0);
  });

  it('limits booking writes per client address: the 31st in a minute is 429 with Retry-After, another address goes on', async () => {
    setLimit(30);
    const address = { 'x-forwarded-for': `203.0.113.${1 + (Date.now() % 250)}` };
    const other = { 'x-forwarded-for': '198.51.100.7' };
    const missing = `/${crypto.randomUUID()}/apply-coupon/`;
    for (let i = 0; i < 30; i += 1) expect((await call('DELETE', missing, { cookie: members[1], headers: address })).status).toBe(404);
    const refused = await call('POST', '/request-price/', { body: priceBody(), headers: address });
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(
      (
        await fetch(`${api.url}/api/v3-booking/booking-requests${missing}`, {
          method: 'DELETE',
          headers: { origin: api.origin, ...address },
        })
      ).headers.get('retry-after'),
    );
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.setCookie).toBeNull();
    expect((await call('DELETE', missing, { cookie: members[1], headers: other })).status).toBe(404);
  });

  it('limits new guests per client address (a third of the per-minute budget per 15 minutes); a cookie holder goes on', async () => {
    setLimit(30);
    const address = { 'x-forwarded-for': `192.0.2.${1 + (Date.now() % 250)}` };
    const answers: Answer[] = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(await call('POST', '/request-price/', { body: priceBody({ check_in: addDays(checkIn, i % 3) }), headers: address }));
    expect(answers.map((a) => a.status).filter((status) => status === 429)).toEqual([]);
    const refused = await call('POST', '/request-price/', { body: priceBody(), headers: address });
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.setCookie).toBeNull();
    const guest = cookiePair(answers.find((a) => a.setCookie)?.setCookie ?? null);
    expect(guest).not.toBe('');
    expect((await call('DELETE', `/${crypto.randomUUID()}/apply-coupon/`, { cookie: guest, headers: address })).status).toBe(404);
  });

  it('refuses a body over 64 KB with 413 PAYLOAD_TOO_LARGE and writes nothing; broken JSON stays 400', async () => {
    const big = JSON.stringify({ ...priceBody(), padding: 'x'.repeat(70 * 1024) });
    const answer = await call('POST', '/request-price/', { body: big, key: crypto.randomUUID() });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ status: 'error', error_code: 'PAYLOAD_TOO_LARGE' });
    expect(answer.setCookie).toBeNull();
    expect(await heldOn(checkIn)).toBe(0);
    expect((await call('POST', '/request-price/', { body: '{"hotel_id":' })).body.error_code).toBe('INVALID_JSON');
    const fits = JSON.stringify({ ...priceBody(), padding: 'x'.repeat(60 * 1024) });
    expect((await call('POST', '/request-price/', { body: fits })).status).toBe(201);
  });
});

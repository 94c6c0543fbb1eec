import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequestListSchema, bookingRequestSchema, type BookingRequest } from '@/features/booking/schemas';
import { releaseExpiredHolds } from '@/features/booking/server';
import { startHoldSweeper } from '@/features/sales/server';
import { resetBookingRateLimit } from '@/features/auth/server';
import { quoteStay } from '@/features/hotels/index';
import { ratePlans } from '@/features/hotels/db';
import { addDays } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import {
  BOOKING_ROUTES,
  bookingClient,
  bookingFootprint,
  cookiePair,
  inventoryOf,
  pickHotel,
  setFree,
  type Answer,
  type PlanRow,
} from './booking-helpers';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof bookingClient>;
let hotelId: number;
let plans: PlanRow[];
let checkIn: string;
const members: Record<number, string> = {};

const data = (answer: Answer) => bookingRequestSchema.parse(answer.body.data);
const priceBody = (over: Record<string, unknown> = {}) => ({
  hotel_id: hotelId,
  check_in: checkIn,
  nights: 2,
  adults: 2,
  rooms: [{ rate_plan_id: plans[0]!.id, room_count: 1 }],
  ...over,
});
const newKey = () => crypto.randomUUID();

/** A new guest's first request: its answer and the cookie it was given. */
async function guestRequest(over: Record<string, unknown> = {}) {
  const answer = await call('POST', '/request-price/', { body: priceBody(over), key: newKey() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { request: data(answer), cookie: cookiePair(answer.setCookie), answer };
}

/** What features/hotels/quote.ts says a stay of the first plan costs, from the plan row in the database. */
async function expectedQuote(
  nights: number,
  roomCount: number,
  rates: { loyaltyDiscountPercent: number } | null,
  coupon: Parameters<typeof quoteStay>[0]['coupon'] = null,
  from = checkIn,
) {
  const [plan] = await database.handle.db.select().from(ratePlans).where(eq(ratePlans.id, plans[0]!.id));
  return quoteStay({
    lines: [{ plan: plan!, roomCount }],
    nightDates: Array.from({ length: nights }, (_, i) => addDays(from, i)),
    rates,
    coupon,
  }).prices;
}

beforeAll(async () => {
  // every call comes from one test address; the limit itself has its own test
  process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
  resetServerEnvCache();
  database = await createTestDatabase({ hotels: 8 });
  const sso = installSsoStandIn();
  for (const userId of [1, 2]) members[userId] = (await sso.signIn({ userId })).cookie;
  api = await startApiServer(BOOKING_ROUTES);
  call = bookingClient(api);
  ({ hotelId, plans, checkIn } = await pickHotel(database.handle.db));
});
afterAll(async () => {
  delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});
let firstCheckIn: string;
let testIndex = 0;
beforeEach(() => {
  // each test books its own nights, so earlier holds never sell a later test out
  firstCheckIn ??= checkIn;
  checkIn = addDays(firstCheckIn, 2 * testIndex);
  testIndex += 1;
  delete process.env.BOOKING_HOLD_MINUTES;
  resetServerEnvCache();
});

describe(`booking requests [${process.env.TEST_DB_KIND}]`, () => {
  it('holds a guest request, prices it from the database (a client price is ignored) and sets an HttpOnly guest cookie', async () => {
    const before = await inventoryOf(database.handle.db, plans[0]!.room_type_id);
    const { request, answer, cookie } = await guestRequest({ total_price: 1, prices: { total_price: 1 } });
    expect(answer.setCookie).toMatch(/^bookingGuest=[^;]+;.*HttpOnly/i);
    expect(answer.setCookie).toMatch(/SameSite=lax/i);
    expect(answer.setCookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/^bookingGuest=/);
    expect(request).toMatchObject({
      status: 'HELD',
      hotel: { id: hotelId },
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
      nights: 2,
      room_count: 1,
      member_priced: false,
      coupon: null,
    });
    expect(request.prices).toEqual(await expectedQuote(2, 1, null));
    expect(request.prices.total_price).toBeGreaterThan(1);
    expect(request.rooms[0]).toMatchObject({ rate_plan_id: plans[0]!.id, room_type_id: plans[0]!.room_type_id, room_count: 1 });
    expect(new Date(request.expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const after = await inventoryOf(database.handle.db, plans[0]!.room_type_id);
    for (const night of [checkIn, addDays(checkIn, 1)]) {
      expect((after.find((r) => r.stay_date === night)?.held ?? 0) - (before.find((r) => r.stay_date === night)?.held ?? 0)).toBe(1);
    }
    const again = await call('GET', `/${request.id}/`, { cookie });
    expect(again.status).toBe(200);
    expect({ ...data(again), server_time: '' }).toEqual({ ...request, server_time: '' });
    const listed = await call('GET', '/', { cookie });
    expect(bookingRequestListSchema.parse(listed.body.data)).toMatchObject({ total: 1, items: [{ id: request.id }] });
  });

  it('prices a confirmed member with member lines and the level discount once; a member who is not confirmed pays the public price', async () => {
    const gold = await call('POST', '/request-price/', { cookie: members[1], body: priceBody() });
    expect(gold.status).toBe(201);
    const request = data(gold);
    expect(request.member_priced).toBe(true);
    expect(request.prices).toEqual({ ...(await expectedQuote(2, 1, { loyaltyDiscountPercent: 5 })), show_prices: expect.anything() });
    expect(request.prices.show_prices.loyalty_discount).toMatchObject({
      show: true,
      title: 'Ưu đãi hạng Vàng',
      title_en: 'Gold member rate',
    });
    // the level discount is listed once, as show_prices.loyalty_discount; loyalty_benefit would repeat it
    expect(request.loyalty_benefit).toBeNull();
    expect(gold.setCookie).toBeNull();
    const suspended = data(await call('POST', '/request-price/', { cookie: members[2], body: priceBody() }));
    expect(suspended).toMatchObject({ member_priced: false, loyalty_benefit: null });
    expect(suspended.prices.total_price).toBe((await expectedQuote(2, 1, null)).total_price);
  });

  it("answers 404 for another person's request: member vs member, guest vs guest, guest vs member, forged cookie", async () => {
    const mine = data(await call('POST', '/request-price/', { cookie: members[1], body: priceBody() }));
    const guest = await guestRequest();
    const otherGuest = await guestRequest();
    const forged = `${guest.cookie.slice(0, -3)}abc`;
    const cases: [string, string | undefined][] = [
      [mine.id, members[2]],
      [mine.id, guest.cookie],
      [mine.id, undefined],
      [guest.request.id, otherGuest.cookie],
      [guest.request.id, members[1]],
      [guest.request.id, forged],
      [guest.request.id, undefined],
    ];
    const footprint = await bookingFootprint(database.handle.db);
    for (const [id, cookie] of cases) {
      expect((await call('GET', `/${id}/`, { cookie })).status).toBe(404);
      const patch = await call('PATCH', `/${id}/apply-coupon/`, { cookie, body: { coupon_code: 'LYVANG50K' } });
      expect(patch.status).toBe(404);
      expect(patch.body.error_code).toBe('NOT_FOUND');
      expect((await call('DELETE', `/${id}/apply-coupon/`, { cookie })).status).toBe(404);
      const reprice = await call('POST', '/request-price/', { cookie, body: priceBody({ booking_request_id: id }) });
      expect(reprice.status).toBe(404);
    }
    expect((await call('GET', '/', { cookie: members[2] })).body.data).toMatchObject({
      items: expect.not.arrayContaining([expect.objectContaining({ id: mine.id })]),
    });
    const after = await bookingFootprint(database.handle.db);
    expect({ ...after, requests: footprint.requests }).toEqual(footprint);
  });

  it('re-prices a request in place: same id, the same expiry while it holds, its rooms re-held (not doubled)', async () => {
    const { request, cookie } = await guestRequest();
    const held = async () => (await inventoryOf(database.handle.db, plans[0]!.room_type_id)).find((r) => r.stay_date === checkIn)!.held;
    const before = await held();
    const again = await call('POST', '/request-price/', {
      cookie,
      key: newKey(),
      body: priceBody({ booking_request_id: request.id, adults: 3, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 2 }] }),
    });
    expect(again.status).toBe(201);
    const repriced = data(again);
    expect(repriced).toMatchObject({ id: request.id, room_count: 2, adults: 3 });
    // re-pricing a live hold never extends it (no endless renewal)
    expect(repriced.expires_at).toBe(request.expires_at);
    expect(await held()).toBe(before + 1);
    expect(repriced.prices.total_price).toBe((await expectedQuote(2, 2, null)).total_price);
  });

  it('answers 409 SOLD_OUT naming every line that cannot be held, and takes nothing', async () => {
    const stay = [addDays(checkIn, 40), addDays(checkIn, 41)];
    const [a, b] = plans as [PlanRow, PlanRow];
    await setFree(database.handle.db, a.room_type_id, stay, 1, a.default_allotment);
    await setFree(database.handle.db, b.room_type_id, [stay[1]!], 0, b.default_allotment);
    const footprint = await bookingFootprint(database.handle.db);
    const answer = await call('POST', '/request-price/', {
      body: priceBody({
        check_in: stay[0],
        adults: 3,
        rooms: [
          { rate_plan_id: a.id, room_count: 2 },
          { rate_plan_id: b.id, room_count: 1 },
        ],
      }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ status: 'error', error_code: 'SOLD_OUT' });
    expect(answer.body.errors).toEqual([
      { path: 'rooms.0', message: `${a.room_name}: còn 1 phòng` },
      { path: 'rooms.1', message: `${b.room_name}: còn 0 phòng` },
    ]);
    expect(await bookingFootprint(database.handle.db)).toEqual(footprint);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const footprint = await bookingFootprint(database.handle.db);
    const bad: [unknown, string, string?][] = [
      [priceBody({ nights: 0 }), 'BAD_REQUEST'],
      [priceBody({ check_in: addDays(checkIn, -200) }), 'INVALID_STAY'],
      [priceBody({ check_in: addDays(checkIn, 300) }), 'INVALID_STAY'],
      [priceBody({ check_in: '2026-02-30' }), 'INVALID_STAY'],
      [priceBody({ adults: 1, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 2 }] }), 'VALIDATION_ERROR', 'adults'],
      [
        priceBody({
          adults: 1,
          rooms: [
            { rate_plan_id: plans[0]!.id, room_count: 1 },
            { rate_plan_id: plans[0]!.id, room_count: 1 },
          ],
        }),
        'VALIDATION_ERROR',
        'rooms.1.rate_plan_id',
      ],
      [priceBody({ adults: plans[0]!.max_adults, children_ages: [6, 3] }), 'VALIDATION_ERROR', 'adults'],
      [priceBody({ rooms: [] }), 'BAD_REQUEST'],
      [priceBody({ hotel_id: 'x' }), 'BAD_REQUEST'],
      ['{"hotel_id":', 'INVALID_JSON'],
    ];
    for (const [body, code, path] of bad) {
      const answer = await call('POST', '/request-price/', { body, key: newKey() });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error_code).toBe(code);
      if (path) expect(answer.body.errors?.map((e) => e.path)).toContain(path);
      expect(answer.setCookie).toBeNull();
    }
    // children under 6 do not count toward the rooms' adults
    const young = priceBody({ adults: plans[0]!.max_adults, children_ages: [5, 2] });
    for (const key of ['bad key with spaces', 'test-key-1', `${crypto.randomUUID()}x`]) {
      const badKey = await call('POST', '/request-price/', { body: priceBody(), headers: { 'idempotency-key': key } });
      expect(badKey.status, key).toBe(400);
    }
    const badCoupon = await call('PATCH', `/${crypto.randomUUID()}/apply-coupon/`, { cookie: members[1], body: { coupon_code: 'x y' } });
    expect(badCoupon.status).toBe(400);
    expect((await call('GET', '/not-a-uuid/')).status).toBe(400);
    expect((await call('GET', '/?page=0')).status).toBe(400);
    expect(await bookingFootprint(database.handle.db)).toEqual(footprint);
    expect((await call('POST', '/request-price/', { body: young })).status).toBe(201);
  });

  it('answers 404 for a rate plan of another hotel and an unknown hotel, writing nothing', async () => {
    const [other] = await queryRows<{ id: number }>(
      database.handle.db,
      sql`select id from rate_plans where hotel_id <> ${hotelId} limit 1`,
    );
    const footprint = await bookingFootprint(database.handle.db);
    expect(
      (await call('POST', '/request-price/', { body: priceBody({ rooms: [{ rate_plan_id: other!.id, room_count: 1 }] }) })).status,
    ).toBe(404);
    expect((await call('POST', '/request-price/', { body: priceBody({ hotel_id: 99_999_999 }) })).status).toBe(404);
    expect(await bookingFootprint(database.handle.db)).toEqual(footprint);
  });

  it('replays a retry with the same Idempotency-Key and refuses the key for another body with 422', async () => {
    const key = newKey();
    const first = await call('POST', '/request-price/', { body: priceBody(), key });
    const footprint = await bookingFootprint(database.handle.db);
    const retry = await call('POST', '/request-price/', { body: priceBody(), key });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    // a guest without a cookie gets the same cookie again, so the retry's answer stays theirs
    expect(cookiePair(retry.setCookie)).toBe(cookiePair(first.setCookie));
    expect(await bookingFootprint(database.handle.db)).toEqual(footprint);
    const reused = await call('POST', '/request-price/', { body: priceBody({ nights: 3 }), key });
    expect(reused.status).toBe(422);
    expect(reused.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    const mine = await call('GET', `/${(first.body.data as BookingRequest).id}/`, { cookie: cookiePair(first.setCookie) });
    expect(mine.status).toBe(200);
  });

  it("keeps the operation's refusals for retries (SOLD_OUT), not bad input (a 400 leaves the key free)", async () => {
    const key = newKey();
    const tooFew = await call('POST', '/request-price/', {
      body: priceBody({ adults: 1, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 2 }] }),
      key,
    });
    expect(tooFew.status).toBe(400);
    const corrected = await call('POST', '/request-price/', {
      body: priceBody({ adults: 2, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 2 }] }),
      key,
    });
    expect(corrected.status).toBe(201);

    const soldKey = newKey();
    const night = addDays(checkIn, 60);
    await setFree(database.handle.db, plans[0]!.room_type_id, [night], 0, plans[0]!.default_allotment);
    const sold = await call('POST', '/request-price/', { body: priceBody({ check_in: night, nights: 1 }), key: soldKey });
    expect(sold.body.error_code).toBe('SOLD_OUT');
    await setFree(database.handle.db, plans[0]!.room_type_id, [night], 3, plans[0]!.default_allotment);
    const retried = await call('POST', '/request-price/', { body: priceBody({ check_in: night, nights: 1 }), key: soldKey });
    expect(retried.status).toBe(409);
    expect(retried.body).toEqual(sold.body);
    expect((await call('POST', '/request-price/', { body: priceBody({ check_in: night, nights: 1 }), key: newKey() })).status).toBe(201);
  });

  describe('coupons', () => {
    let request: BookingRequest;
    const gold = { loyaltyDiscountPercent: 5 };
    beforeAll(async () => {
      request = data(
        await call('POST', '/request-price/', {
          cookie: members[1],
          body: priceBody({ nights: 3, adults: 2, rooms: [{ rate_plan_id: plans[0]!.id, room_count: 2 }] }),
        }),
      );
    });

    it('takes a before-VAT percent coupon off the exclusive price, as the quote module says, and tells it was bought with points', async () => {
      const answer = await call('PATCH', `/${request.id}/apply-coupon/`, {
        cookie: members[1],
        body: { coupon_code: 'lyvang10pct' },
        key: newKey(),
      });
      expect(answer.status).toBe(200);
      const priced = data(answer);
      const expected = await expectedQuote(
        3,
        2,
        gold,
        { code: 'LYVANG10PCT', discountType: 'percent', discountValue: 10, maxDiscountVnd: 200_000, afterVat: false },
        request.check_in,
      );
      expect(priced.prices.coupon_discount).toBe(expected.coupon_discount);
      expect(priced.prices.coupon_discount_excl).toBe(expected.coupon_discount_excl);
      expect(priced.prices.final_price).toEqual(expected.final_price);
      expect(priced.coupon).toEqual({
        status: 'SUCCESS',
        coupon_code: 'LYVANG10PCT',
        final_discount_value: expected.coupon_discount,
        campaign_data: { ref_data: { after_vat: false } },
      });
      expect(priced.redeem_info).toEqual({ status: 'REDEEMED', additional_settings: { actual_redeem_point: 1_000 } });
      expect(priced.prices.total_price).toBe(request.prices.total_price);
    });

    it('takes an after-VAT amount coupon off the inclusive price', async () => {
      const priced = data(await call('PATCH', `/${request.id}/apply-coupon/`, { cookie: members[1], body: { coupon_code: 'LYVANG50K' } }));
      expect(priced.prices.coupon_discount).toBe(50_000);
      expect(priced.prices.final_price.inclusive).toBe(request.prices.total_price - 50_000);
      expect(priced.coupon).toMatchObject({
        coupon_code: 'LYVANG50K',
        final_discount_value: 50_000,
        campaign_data: { ref_data: { after_vat: true } },
      });
      expect(priced.redeem_info).toBeNull();
    });

    it('refuses an unusable code with 409 and leaves the request as it was', async () => {
      const before = await call('GET', `/${request.id}/`, { cookie: members[1] });
      for (const code of ['LYWELCOME', 'NOSUCHCODE']) {
        const answer = await call('PATCH', `/${request.id}/apply-coupon/`, { cookie: members[1], body: { coupon_code: code } });
        expect(answer.status).toBe(409);
        expect(answer.body.error_code).toBe('COUPON_UNAVAILABLE');
      }
      expect({ ...data(await call('GET', `/${request.id}/`, { cookie: members[1] })), server_time: '' }).toEqual({
        ...data(before),
        server_time: '',
      });
    });

    it('removing the coupon restores the price', async () => {
      const removed = data(await call('DELETE', `/${request.id}/apply-coupon/`, { cookie: members[1], key: newKey() }));
      expect(removed.coupon).toBeNull();
      expect(removed.prices).toEqual(request.prices);
    });

    it("answers a guest's own request with 401", async () => {
      const guest = await guestRequest();
      const answer = await call('PATCH', `/${guest.request.id}/apply-coupon/`, {
        cookie: guest.cookie,
        body: { coupon_code: 'LYVANG50K' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.error_code).toBe('UNAUTHORIZED');
    });
  });

  it('reads a HELD request past its expiry as EXPIRED, refuses coupons on it, and the sweep gives its rooms back', async () => {
    process.env.BOOKING_HOLD_MINUTES = '0.05';
    resetServerEnvCache();
    const answer = await call('POST', '/request-price/', { cookie: members[1], body: priceBody({ check_in: addDays(checkIn, 50) }) });
    const request = data(answer);
    const nights = async () =>
      (await inventoryOf(database.handle.db, plans[0]!.room_type_id)).filter(
        (r) => r.stay_date >= addDays(checkIn, 50) && r.stay_date <= addDays(checkIn, 51),
      );
    expect((await nights()).map((r) => r.held)).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(request.expires_at) - Date.now() + 50));
    expect(data(await call('GET', `/${request.id}/`, { cookie: members[1] })).status).toBe('EXPIRED');
    const coupon = await call('PATCH', `/${request.id}/apply-coupon/`, { cookie: members[1], body: { coupon_code: 'LYVANG50K' } });
    expect(coupon.body.error_code).toBe('HOLD_EXPIRED');
    // the member's older requests may be EXPIRED too (at most 3 live holds per owner)
    expect((await call('GET', '/?status=EXPIRED', { cookie: members[1] })).body.data).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id: request.id })]),
    });
    // no request arrives: the sweeper alone frees the rooms
    const stop = startHoldSweeper(1);
    try {
      for (let i = 0; i < 50 && (await nights()).some((r) => r.held > 0); i += 1) await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      stop();
    }
    expect((await nights()).map((r) => r.held)).toEqual([0, 0]);
    const [row] = await queryRows<{ status: string; holds: number }>(
      database.handle.db,
      sql`select status, (select count(*)::int from booking_holds where booking_request_id = ${request.id}) holds from booking_requests where id = ${request.id}`,
    );
    expect(row).toEqual({ status: 'EXPIRED', holds: 0 });
    expect(await releaseExpiredHolds()).toBe(0);
    // an expired request can be priced again under its id
    const again = await call('POST', '/request-price/', {
      cookie: members[1],
      body: priceBody({ check_in: addDays(checkIn, 50), booking_request_id: request.id }),
    });
    expect(again.status).toBe(201);
    expect(data(again)).toMatchObject({ id: request.id, status: 'HELD' });
    expect((await nights()).map((r) => r.held)).toEqual([1, 1]);
  });
});

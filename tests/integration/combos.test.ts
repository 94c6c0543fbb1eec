import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as buyRoute from '@/app/api/v3-booking/fe/deal/route';
import * as paymentMethodsRoute from '@/app/api/v3-booking/payment-methods/route';
import { resetBookingRateLimit } from '@/features/auth/server';
import type { ComboCalendar, ComboDraft, DealFlights } from '@/features/combos/schemas';
import { adultTotal, fareAmounts } from '@/features/flights/rules/fares';
import { cheapestStayPrice, comboDayPrice } from '@/features/combos/rules/price';
import { discountPercent } from '@/features/deals/rules/price';
import { purgeLapsedComboDrafts } from '@/features/combos/server';
import { expireUnpaidOrders } from '@/features/sales/server';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { formatAmount } from '@/lib/money/format-money';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, setFree } from './booking-helpers';
import { COMBO_ROUTES, comboWorld, DESTINATION, footprint, makeComboDeal, ORIGIN, type ComboWorld } from './combo-fixtures';
import { passengersFor, seatsOf } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';
import { clearTestGateway, ipnParams, signedIpnQuery, TEST_VNPAY, useTestGateway } from './vnpay-sign';

const SECRET = TEST_VNPAY.secret;
const TMN = TEST_VNPAY.tmnCode;
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let world: ComboWorld;
const db = () => database.handle.db;

const CALENDAR = '/api/flight-service/v1/combo-search-month-v2';
const DRAFTS = '/api/v2-hotel/redis/combo';
const BUYER = { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' };

type Order = {
  order_number: string;
  status: string;
  product_type: string;
  check_in: string;
  check_out: string;
  nights: number;
  adults: number;
  flight: { legs: unknown[]; passengers: unknown[] };
  prices: { subtotal_vnd: number; total_vnd: number };
  hotel: { id: number } | null;
};

/** A new guest's draft of a deal on a day (the cheapest flights). */
async function draftOn(dealId: number, priceDealId: number, departDate: string, cookie?: string) {
  const made = await call('POST', DRAFTS, { body: { dealId, origin: ORIGIN, departDate, priceDealId }, key: crypto.randomUUID(), cookie });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { draft: made.body.data as ComboDraft, cookie: cookie ?? cookiePair(made.setCookie) };
}

const buy = (dealId: number, draftId: string, cookie: string, departDate: string, { adults = 2, key = crypto.randomUUID() } = {}) =>
  call('POST', '/api/v3-booking/fe/deal', {
    cookie,
    key,
    body: {
      kind: 'combo',
      deal_id: dealId,
      combo_draft_id: draftId,
      buyer: BUYER,
      payment_method: 'payment_method_credit_card',
      passengers: passengersFor(departDate, { adults }).map((p) => ({ ...p, baggage: [] })),
    },
  });

beforeAll(async () => {
  useTestGateway();
  database = await createTestDatabase({ hotels: 4 });
  world = await comboWorld(db());
  api = await startApiServer({
    ...PAYMENT_ROUTES,
    ...ORDER_ROUTES,
    ...COMBO_ROUTES,
    '/api/v3-booking/fe/deal': buyRoute,
    '/api/v3-booking/payment-methods': paymentMethodsRoute,
  });
  call = apiClient(api);
}, 120_000);
afterAll(async () => {
  clearTestGateway();
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

/** The rules' day price from the rows: the test route's one fare class each way for the adults, the room type's plans. */
async function expectedDay(day: string, nights: number, adults: number, discountPercent: number) {
  const [fares] = await queryRows<{
    base_fare_vnd: number;
    child_percent: number;
    infant_fare_vnd: number;
    fee_vnd: number;
    fare_factor: number;
  }>(
    db(),
    sql`select fc.base_fare_vnd, fc.child_percent, fc.infant_fare_vnd, fc.fee_vnd, s.fare_factor from fare_classes fc join flight_schedules s on s.id = fc.schedule_id where fc.id = ${world.out.fareClassId}`,
  );
  const [backFares] = await queryRows<{
    base_fare_vnd: number;
    child_percent: number;
    infant_fare_vnd: number;
    fee_vnd: number;
    fare_factor: number;
  }>(
    db(),
    sql`select fc.base_fare_vnd, fc.child_percent, fc.infant_fare_vnd, fc.fee_vnd, s.fare_factor from fare_classes fc join flight_schedules s on s.id = fc.schedule_id where fc.id = ${world.back.fareClassId}`,
  );
  const pricing = (f: typeof fares) => ({
    baseFareVnd: f!.base_fare_vnd,
    childPercent: f!.child_percent,
    infantFareVnd: f!.infant_fare_vnd,
    feeVnd: f!.fee_vnd,
    fareFactor: f!.fare_factor,
    international: false,
  });
  const plans = await queryRows<{
    base_price: number;
    weekend_percent: number;
    season_rules: [];
    promotion_percent: number;
    vat_rate: number;
    vat_included: boolean;
    service_fee_percent: number;
    fee_included: boolean;
    member_discount_percent: number;
    mobile_rate_percent: number;
  }>(db(), sql`select * from rate_plans where room_type_id = ${world.roomTypeId}`);
  const stay = cheapestStayPrice(
    plans.map((p) => ({
      basePrice: p.base_price,
      weekendPercent: p.weekend_percent,
      seasonRules: p.season_rules,
      promotionPercent: p.promotion_percent,
      vatRate: p.vat_rate,
      vatIncluded: p.vat_included,
      serviceFeePercent: p.service_fee_percent,
      feeIncluded: p.fee_included,
      memberDiscountPercent: p.member_discount_percent,
      mobileRatePercent: p.mobile_rate_percent,
    })),
    day,
    nights,
  )!;
  const today = todayIso();
  const outbound = adults * adultTotal(fareAmounts(pricing(fares), day, today));
  const inbound = adults * adultTotal(fareAmounts(pricing(backFares), addDays(day, nights), today));
  return comboDayPrice({ stay, outbound, inbound, discountPercent, adultNumber: adults });
}

describe('combo month calendar', () => {
  it('prices each departure day of the window from the flights and rooms; days outside it or without a room are null', async () => {
    const validFrom = addDays(todayIso(), 45);
    const validTo = addDays(validFrom, 10);
    const { dealId } = await makeComboDeal(db(), world, { validFrom, validTo, nights: 2, adults: 2 });
    const soldOutDay = addDays(validFrom, 3);
    await setFree(db(), world.roomTypeId, [addDays(soldOutDay, 1)], 0, 3);
    const month = validFrom.slice(0, 7);
    const answer = await call('POST', CALENDAR, { body: { dealId, origin: ORIGIN, month } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const calendar = answer.body.data as ComboCalendar;
    expect(calendar).toMatchObject({ dealId, origin: ORIGIN, destination: DESTINATION, month, adultNumber: 2, nights: 2 });
    let cheapest: { date: string; total: number } | null = null;
    for (const day of calendar.days) {
      const inWindow = day.date >= validFrom && day.date <= validTo;
      // a departure whose stay has a night without a room is not sold
      const noRoom = day.date === soldOutDay || day.date === addDays(soldOutDay, 1);
      if (!inWindow || noRoom) {
        expect(day, day.date).toMatchObject({ total: null, perAdult: null });
        continue;
      }
      const expected = await expectedDay(day.date, 2, 2, discountPercent(10_000_000, 9_000_000));
      expect(day, day.date).toEqual({ date: day.date, total: expected.total, perAdult: expected.perAdult });
      expect(day.perAdult).toBe(Math.round(day.total! / 2));
      if (!cheapest || expected.total < cheapest.total) cheapest = { date: day.date, total: expected.total };
    }
    expect(calendar.cheapestDate).toBe(cheapest?.date ?? null);
    expect(calendar.days.filter((d) => d.total !== null).length).toBeGreaterThan(0);
  });

  it('keeps the fare calendar body; 404 for a voucher deal or an origin the combo does not fly from; 400 for a bad body', async () => {
    const fares = await call('POST', CALENDAR, {
      body: { originCode: ORIGIN, destinCode: DESTINATION, month: addDays(todayIso(), 40).slice(0, 7) },
    });
    expect(fares.status, JSON.stringify(fares.body)).toBe(200);
    expect(fares.body.data).toHaveProperty('originCode', ORIGIN);
    const soon = addDays(todayIso(), 40).slice(0, 7);
    const voucher = await makeComboDeal(db(), world, { type: 'voucher' });
    expect((await call('POST', CALENDAR, { body: { dealId: voucher.dealId, origin: ORIGIN, month: soon } })).status).toBe(404);
    const { dealId } = await makeComboDeal(db(), world);
    expect((await call('POST', CALENDAR, { body: { dealId, origin: 'HAN', month: soon } })).status).toBe(404);
    for (const body of [
      { dealId, origin: ORIGIN },
      { dealId, origin: 'zqa', month: soon },
      { dealId: -1, origin: ORIGIN, month: soon },
      { dealId, origin: ORIGIN, month: soon, extra: 1 },
    ]) {
      const bad = await call('POST', CALENDAR, { body });
      expect([bad.status, bad.body.status], JSON.stringify(body)).toEqual([400, 'error']);
    }
  });
});

describe('combo month calendar: the month and the price option', () => {
  /** YYYY-MM `ahead` months after this (Vietnam) month. */
  const monthAhead = (ahead: number) => {
    const [y, m] = todayIso().split('-').map(Number) as [number, number];
    const index = y * 12 + m - 1 + ahead;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };

  it('400 for a month before this one or more than 13 months ahead (9999-12 used to loop for ever); 13 ahead answers', async () => {
    const { dealId } = await makeComboDeal(db(), world);
    for (const month of ['9999-12', '0001-01', monthAhead(-1), monthAhead(14)]) {
      const bad = await call('POST', CALENDAR, { body: { dealId, origin: ORIGIN, month } });
      expect([bad.status, bad.body.status], month).toEqual([400, 'error']);
    }
    const far = await call('POST', CALENDAR, { body: { dealId, origin: ORIGIN, month: monthAhead(13) } });
    expect(far.status, JSON.stringify(far.body)).toBe(200);
    expect((far.body.data as ComboCalendar).days.every((d) => d.total === null)).toBe(true);
  });

  it('prices the days with the chosen price option (the cheapest when left out); 404 for an option of another deal', async () => {
    const validFrom = addDays(todayIso(), 45);
    const { dealId, priceId } = await makeComboDeal(db(), world, { validFrom, validTo: addDays(validFrom, 4) });
    // dearer to buy but 40% off where the cheapest option is 10% off
    const [premium] = await queryRows<{ id: number }>(
      db(),
      sql`insert into deal_prices (deal_id, name_vi, name_en, list_price, sell_price) values (${dealId}, 'Gói cao cấp', 'Premium', 20000000, 12000000) returning id`,
    );
    const month = validFrom.slice(0, 7);
    const ask = async (priceDealId?: number) => {
      const answer = await call('POST', CALENDAR, {
        body: { dealId, origin: ORIGIN, month, ...(priceDealId === undefined ? {} : { priceDealId }) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as ComboCalendar;
    };
    const cheapest = await ask();
    const premiumDays = await ask(premium!.id);
    expect(await ask(priceId)).toEqual(cheapest);
    const day = cheapest.days.find((d) => d.total !== null)!;
    expect(day.total).toBe((await expectedDay(day.date, 2, 2, 10)).total);
    expect(premiumDays.days.find((d) => d.date === day.date)!.total).toBe((await expectedDay(day.date, 2, 2, 40)).total);
    const other = await makeComboDeal(db(), world);
    expect((await call('POST', CALENDAR, { body: { dealId, origin: ORIGIN, month, priceDealId: other.priceId } })).status).toBe(404);
  });
});

describe('deal flights', () => {
  it('lists both ways for the adults of the package; 404 for a voucher deal; 400 outside the window', async () => {
    const { dealId } = await makeComboDeal(db(), world, { adults: 3 });
    const day = addDays(todayIso(), 50);
    const answer = await call('GET', `/api/flight-service/v1/deals/${dealId}/deal-flights/?origin=${ORIGIN}&departDate=${day}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const flights = answer.body.data as DealFlights;
    expect(flights).toMatchObject({
      dealId,
      origin: ORIGIN,
      destination: DESTINATION,
      departDate: day,
      returnDate: addDays(day, 2),
      adultNumber: 3,
    });
    expect(flights.outbound.map((o) => o.id)).toEqual([`${world.out.scheduleId}-${day.replaceAll('-', '')}`]);
    expect(flights.inbound.map((o) => o.id)).toEqual([`${world.back.scheduleId}-${addDays(day, 2).replaceAll('-', '')}`]);
    expect(flights.outbound[0]!.adt).toBe(3);
    expect(flights.outbound[0]!.totalPrice).toBe(3 * adultTotal(flights.outbound[0]!));
    expect(flights.stayPrice).toBeGreaterThan(0);
    const voucher = await makeComboDeal(db(), world, { type: 'voucher' });
    expect(
      (await call('GET', `/api/flight-service/v1/deals/${voucher.dealId}/deal-flights/?origin=${ORIGIN}&departDate=${day}`)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/flight-service/v1/deals/${dealId}/deal-flights/?origin=${ORIGIN}&departDate=${addDays(todayIso(), 5)}`))
        .status,
    ).toBe(400);
    expect((await call('GET', `/api/flight-service/v1/deals/${dealId}/deal-flights/?origin=${ORIGIN}`)).status).toBe(400);
  });
});

describe('combo drafts', () => {
  it('are priced on the server, kept for their owner only, updated by PUT and lapse after their time', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 52);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    expect(draft.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const ttl = Date.parse(draft.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(2 * 3600_000);
    const expected = await expectedDay(day, 2, 2, 10);
    expect(draft.quote).toMatchObject({
      total: expected.total,
      perAdult: expected.perAdult,
      checkIn: day,
      checkOut: addDays(day, 2),
      adultNumber: 2,
      roomType: { id: world.roomTypeId },
    });
    expect(draft.draft.outbound.fareClassId).toBe(world.out.fareClassId);
    expect(draft.draft.inbound.fareClassId).toBe(world.back.fareClassId);

    // someone else (another guest, or nobody) never sees or changes it
    const other = await draftOn(dealId, priceId, day);
    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call('GET', `${DRAFTS}/${draft.id}`)).status).toBe(404);
    const theirs = await call('PUT', `${DRAFTS}/${draft.id}`, {
      cookie: other.cookie,
      key: crypto.randomUUID(),
      body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
    });
    expect(theirs.status).toBe(404);

    const later = addDays(day, 1);
    const put = await call('PUT', `${DRAFTS}/${draft.id}`, {
      cookie,
      key: crypto.randomUUID(),
      body: {
        dealId,
        origin: ORIGIN,
        departDate: later,
        priceDealId: priceId,
        outbound: { flightId: `${world.out.scheduleId}-${later.replaceAll('-', '')}`, fareClassId: world.out.fareClassId },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((put.body.data as ComboDraft).quote.checkIn).toBe(later);
    const got = await call('GET', `${DRAFTS}/${draft.id}`, { cookie });
    expect((got.body.data as ComboDraft).draft.departDate).toBe(later);

    // a flight of another day or route is refused, nothing changes
    const wrong = await call('PUT', `${DRAFTS}/${draft.id}`, {
      cookie,
      key: crypto.randomUUID(),
      body: {
        dealId,
        origin: ORIGIN,
        departDate: later,
        priceDealId: priceId,
        outbound: { flightId: `${world.out.scheduleId}-${day.replaceAll('-', '')}`, fareClassId: world.out.fareClassId },
      },
    });
    expect(wrong.status).toBe(400);
    expect(((await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).body.data as ComboDraft).draft.departDate).toBe(later);

    // lapsed: never read as live, its owner is told it expired
    await db().execute(sql`update combo_drafts set expires_at = now() - interval '1 minute' where id = ${draft.id}`);
    const lapsed = await call('GET', `${DRAFTS}/${draft.id}`, { cookie });
    expect([lapsed.status, lapsed.body.error_code]).toEqual([409, 'COMBO_DRAFT_EXPIRED']);
    const buying = await buy(dealId, draft.id, cookie, later);
    expect([buying.status, buying.body.error_code]).toEqual([409, 'COMBO_DRAFT_EXPIRED']);
  });

  it('the hold sweeper deletes table drafts lapsed longer than the grace day, never a live or recently lapsed one', async () => {
    const ids = ['sweep-live-000000000000', 'sweep-recent-0000000000', 'sweep-old-0000000000000'];
    const expiries = [sql`now() + interval '1 hour'`, sql`now() - interval '1 hour'`, sql`now() - interval '25 hours'`];
    for (const [i, id] of ids.entries())
      await db().execute(sql`insert into combo_drafts (id, data, expires_at) values (${id}, '{}'::jsonb, ${expiries[i]!})`);
    expect(await purgeLapsedComboDrafts()).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ id: string }>(db(), sql`select id from combo_drafts where id like 'sweep-%' order by id`);
    expect(left.map((r) => r.id)).toEqual(['sweep-live-000000000000', 'sweep-recent-0000000000']);
  });

  it('refuses bad bodies with 400 and keeps nothing', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const [before] = await queryRows<{ n: number }>(db(), sql`select count(*)::int n from combo_drafts`);
    const day = addDays(todayIso(), 52);
    for (const body of [
      {},
      { dealId, origin: ORIGIN, departDate: day },
      { dealId, origin: ORIGIN, departDate: '52-12-2026', priceDealId: priceId },
      { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId, outbound: { flightId: 'x', fareClassId: 1 } },
      { dealId, origin: ORIGIN, departDate: addDays(todayIso(), 2), priceDealId: priceId },
    ]) {
      const bad = await call('POST', DRAFTS, { body, key: crypto.randomUUID() });
      expect([bad.status, bad.body.status], JSON.stringify(body)).toEqual([400, 'error']);
    }
    expect((await call('POST', DRAFTS, { body: 'x'.repeat(300_000), key: crypto.randomUUID() })).status).toBe(413);
    const [after] = await queryRows<{ n: number }>(db(), sql`select count(*)::int n from combo_drafts`);
    expect(after!.n).toBe(before!.n);
  });
});

describe('buying a combo', () => {
  it('makes one combo order holding both legs, every night and the deal unit; pays through the VNPay IPN', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 55);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    const listed = await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&combo_draft_id=${draft.id}`, { cookie });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const methods = listed.body.data as { payment_method: string; order_value: number; final_fee: number }[];
    expect(methods.map((m) => m.payment_method)).not.toContain('payment_method_voucher');
    const card = methods.find((m) => m.payment_method === 'payment_method_credit_card')!;
    expect(card.order_value).toBe(draft.quote.total + card.final_fee);
    // without any owner the draft is nobody's: 404, as for a stranger
    expect((await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&combo_draft_id=${draft.id}`)).status).toBe(404);
    const stranger = await draftOn(dealId, priceId, day);
    expect(
      (await call('GET', `/api/v3-booking/payment-methods?request_from=FE_BASIC&combo_draft_id=${draft.id}`, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    const before = await footprint(db(), world, dealId);
    const key = crypto.randomUUID();
    const made = await buy(dealId, draft.id, cookie, day, { key });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const order = (made.body.data as { order: Order }).order;
    expect(order).toMatchObject({
      product_type: 'combo',
      status: 'pending',
      check_in: day,
      check_out: addDays(day, 2),
      nights: 2,
      adults: 2,
      hotel: { id: world.hotelId },
    });
    expect(order.flight.legs).toHaveLength(2);
    expect(order.flight.passengers).toHaveLength(2);
    expect(order.prices.subtotal_vnd).toBe(draft.quote.total);
    expect(order.prices.total_vnd).toBe(card.order_value);
    expect((made.body.data as { payment: unknown }).payment).not.toBeNull();
    // a retry with the same key is the same order, nothing taken twice
    const again = await buy(dealId, draft.id, cookie, day, { key });
    expect((again.body.data as { order: Order }).order.order_number).toBe(order.order_number);
    expect(await footprint(db(), world, dealId)).toEqual({
      seatsSold: before.seatsSold + 4,
      roomsSold: before.roomsSold + 2,
      dealSold: before.dealSold + 1,
      orders: before.orders + 1,
    });
    expect(await seatsOf(db(), world.out.fareClassId, day)).toMatchObject({ sold: 2 });
    expect(await seatsOf(db(), world.back.fareClassId, addDays(day, 2))).toMatchObject({ sold: 2 });

    const [row] = await queryRows<{ id: number; payment_deadline: Date }>(
      db(),
      sql`select id, payment_deadline from orders where order_number = ${order.order_number}`,
    );
    const [kept] = await queryRows<{ n: number }>(
      db(),
      sql`select (select count(*) from order_stays where order_id = ${row!.id}) + (select count(*) from order_flight_seats where order_id = ${row!.id}) + (select count(*) from order_deal_items where order_id = ${row!.id}) n`,
    );
    expect(Number(kept!.n)).toBe(2 + 2 + 1);
    const [attempt] = await queryRows<{ txn_ref: string; amount_vnd: number }>(
      db(),
      sql`select txn_ref, amount_vnd from payment_attempts where order_id = ${row!.id} and status = 'created'`,
    );
    const ipn = await call(
      'GET',
      `/api/payment-service/vnpay/ipn?${signedIpnQuery(ipnParams(attempt!.txn_ref, attempt!.amount_vnd, TMN), SECRET)}`,
    );
    expect((ipn.body as unknown as { RspCode: string }).RspCode).toBe('00');
    const [paid] = await queryRows<{ status: string }>(db(), sql`select status from orders where id = ${row!.id}`);
    expect(paid!.status).toBe('confirmed');
  });

  it('rooms sold out: 409 SOLD_OUT and no seat nor deal unit taken', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 57);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    await setFree(db(), world.roomTypeId, [addDays(day, 1)], 0, 3);
    const before = await footprint(db(), world, dealId);
    const refused = await buy(dealId, draft.id, cookie, day);
    expect([refused.status, refused.body.error_code]).toEqual([409, 'SOLD_OUT']);
    expect(await footprint(db(), world, dealId)).toEqual(before);
  });

  it('seats sold out: 409 FLIGHT_SOLD_OUT and no room nor deal unit taken', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 66); // clear of the room sold out above (rooms are taken first)
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    await db()
      .execute(sql`insert into flight_seat_inventory (fare_class_id, schedule_id, depart_date, seats, sold) values (${world.back.fareClassId}, ${world.back.scheduleId}, ${addDays(day, 2)}, 9, 8)
      on conflict (fare_class_id, depart_date) do update set sold = 8`);
    const before = await footprint(db(), world, dealId);
    const refused = await buy(dealId, draft.id, cookie, day);
    expect([refused.status, refused.body.error_code]).toEqual([409, 'FLIGHT_SOLD_OUT']);
    expect(await footprint(db(), world, dealId)).toEqual(before);
  });

  it('the last unit of a deal: DEAL_SOLD_OUT, nothing taken', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world, { quantity: 1 });
    const day = addDays(todayIso(), 59);
    const first = await draftOn(dealId, priceId, day);
    const second = await draftOn(dealId, priceId, addDays(day, 1));
    expect((await buy(dealId, first.draft.id, first.cookie, day)).status).toBe(201);
    const before = await footprint(db(), world, dealId);
    const refused = await buy(dealId, second.draft.id, second.cookie, addDays(day, 1));
    expect([refused.status, refused.body.error_code]).toEqual([409, 'DEAL_SOLD_OUT']);
    expect(await footprint(db(), world, dealId)).toEqual(before);
  });

  it('wrong passengers, a foreign draft or an incomplete one: refused, nothing written', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 60);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    const before = await footprint(db(), world, dealId);
    const one = await buy(dealId, draft.id, cookie, day, { adults: 1 });
    expect([one.status, one.body.error_code]).toEqual([400, 'INVALID_PASSENGERS']);
    const other = await draftOn(dealId, priceId, day);
    expect((await buy(dealId, draft.id, other.cookie, day)).status).toBe(404);
    const bad = await call('POST', '/api/v3-booking/fe/deal', {
      cookie,
      key: crypto.randomUUID(),
      body: {
        kind: 'combo',
        deal_id: dealId,
        combo_draft_id: draft.id,
        buyer: BUYER,
        payment_method: 'payment_method_credit_card',
        passengers: [],
      },
    });
    expect(bad.status).toBe(400);
    await db().execute(sql`update combo_drafts set data = data - 'inbound' where id = ${draft.id}`);
    const incomplete = await buy(dealId, draft.id, cookie, day);
    expect([incomplete.status, incomplete.body.error_code]).toEqual([409, 'COMBO_INCOMPLETE']);
    expect(await footprint(db(), world, dealId)).toEqual(before);
  });

  it('a draft is bought once: a second purchase is 409 COMBO_ALREADY_ORDERED and takes nothing; the same key answers the first order', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 67);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    const key = crypto.randomUUID();
    const first = await buy(dealId, draft.id, cookie, day, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const order = (first.body.data as { order: Order }).order;
    const before = await footprint(db(), world, dealId);
    const second = await buy(dealId, draft.id, cookie, day);
    expect([second.status, second.body.error_code]).toEqual([409, 'COMBO_ALREADY_ORDERED']);
    expect(await footprint(db(), world, dealId)).toEqual(before);
    const retried = await buy(dealId, draft.id, cookie, day, { key });
    expect([retried.status, (retried.body.data as { order: Order }).order.order_number]).toEqual([201, order.order_number]);
    // nor re-opened by saving it again
    const put = await call('PUT', `${DRAFTS}/${draft.id}`, {
      cookie,
      key: crypto.randomUUID(),
      body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
    });
    expect([put.status, put.body.error_code]).toEqual([409, 'COMBO_ALREADY_ORDERED']);
    const [row] = await queryRows<{ order_number: string }>(
      db(),
      sql`select o.order_number from combo_drafts d join orders o on o.id = d.order_id where d.id = ${draft.id}`,
    );
    expect(row?.order_number).toBe(order.order_number);
    expect(await footprint(db(), world, dealId)).toEqual(before);
  });

  it('a price changed since the draft was saved: 409 COMBO_PRICE_CHANGED with the new total, nothing written; saved again, it sells at the new total', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 68);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    // the option's list price goes up: 55% off instead of 10%
    await db().execute(sql`update deal_prices set list_price = 20000000 where id = ${priceId}`);
    const before = await footprint(db(), world, dealId);
    const refused = await buy(dealId, draft.id, cookie, day);
    expect([refused.status, refused.body.error_code]).toEqual([409, 'COMBO_PRICE_CHANGED']);
    expect(await footprint(db(), world, dealId)).toEqual(before);
    const now = (await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).body.data as ComboDraft;
    expect(now.quote.total).toBeLessThan(draft.quote.total);
    expect(refused.body.message).toContain(formatAmount(now.quote.total, 'VND'));
    const saved = await call('PUT', `${DRAFTS}/${draft.id}`, { cookie, key: crypto.randomUUID(), body: draft.draft });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const made = await buy(dealId, draft.id, cookie, day);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((made.body.data as { order: Order }).order.prices.subtotal_vnd).toBe(now.quote.total);
  });

  it('a stored draft of another shape is gone (404), never a 500', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 69);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    await db().execute(sql`update combo_drafts set data = '{"dealId":"x","origin":1}'::jsonb where id = ${draft.id}`);
    const before = await footprint(db(), world, dealId);
    expect((await call('GET', `${DRAFTS}/${draft.id}`, { cookie })).status).toBe(404);
    const bought = await buy(dealId, draft.id, cookie, day);
    expect([bought.status, bought.body.error_code]).toEqual([404, 'NOT_FOUND']);
    expect(await footprint(db(), world, dealId)).toEqual(before);
  });

  it('an unpaid combo order that expires gives back its seats, rooms and deal unit exactly once', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world);
    const day = addDays(todayIso(), 61);
    const { draft, cookie } = await draftOn(dealId, priceId, day);
    const nights = [day, addDays(day, 1)];
    const taken = async () => ({
      out: (await seatsOf(db(), world.out.fareClassId, day))?.sold ?? 0,
      back: (await seatsOf(db(), world.back.fareClassId, addDays(day, 2)))?.sold ?? 0,
      rooms: (
        await queryRows<{ sold: number }>(
          db(),
          sql`select coalesce(sum(sold), 0)::int sold from room_inventory where room_type_id = ${world.roomTypeId} and stay_date in (${nights[0]}, ${nights[1]})`,
        )
      )[0]!.sold,
      unit: (await footprint(db(), world, dealId)).dealSold,
    });
    const before = await taken();
    expect((await buy(dealId, draft.id, cookie, day)).status).toBe(201);
    expect(await taken()).toEqual({ out: before.out + 2, back: before.back + 2, rooms: before.rooms + 2, unit: before.unit + 1 });
    const later = new Date(Date.now() + 3 * 3_600_000);
    expect(await expireUnpaidOrders(later)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(later)).toBe(0);
    expect(await taken()).toEqual(before);
  });
});

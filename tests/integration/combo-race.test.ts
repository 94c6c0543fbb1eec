import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as buyRoute from '@/app/api/v3-booking/fe/deal/route';
import { resetBookingRateLimit } from '@/features/auth/server';
import { expireUnpaidOrders } from '@/features/sales/server';
import type { ComboDraft } from '@/features/combos/schemas';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair, setFree } from './booking-helpers';
import { COMBO_ROUTES, comboWorld, footprint, makeComboDeal, ORIGIN, type ComboWorld } from './combo-fixtures';
import { passengersFor, seatsOf } from './flight-fixtures';
import { apiClient } from './orders-helpers';

const BUYERS = 8;
const BUYER = { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' };

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(`combo purchases under concurrency [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let call: ReturnType<typeof apiClient>;
  let world: ComboWorld;
  const db = () => database.handle.db;

  beforeAll(async () => {
    process.env.BOOKING_RATE_LIMIT_PER_MINUTE = '100000';
    resetServerEnvCache();
    database = await createTestDatabase({ hotels: 4 });
    world = await comboWorld(db());
    api = await startApiServer({ ...COMBO_ROUTES, '/api/v3-booking/fe/deal': buyRoute });
    call = apiClient(api);
  }, 120_000);
  afterAll(async () => {
    delete process.env.BOOKING_RATE_LIMIT_PER_MINUTE;
    resetServerEnvCache();
    await resetBookingRateLimit();
    await api.close();
    await database.drop();
  });

  it(`${BUYERS} buyers for 2 rooms: exactly 2 orders, each holding its seats and rooms; the others take nothing`, async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world, { quantity: 50 });
    const day = addDays(todayIso(), 48);
    const drafts = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const made = await call('POST', '/api/v2-hotel/redis/combo', {
        body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
        key: crypto.randomUUID(),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      drafts.push({ id: (made.body.data as ComboDraft).id, cookie: cookiePair(made.setCookie) });
    }
    // 2 rooms left on both nights; seats for everyone (9 a leg, 2 adults each: 4 buyers)
    await setFree(db(), world.roomTypeId, [day, addDays(day, 1)], 2, 2);
    const before = await footprint(db(), world, dealId);
    const answers = await Promise.all(
      drafts.map((d) =>
        call('POST', '/api/v3-booking/fe/deal', {
          cookie: d.cookie,
          key: crypto.randomUUID(),
          body: {
            kind: 'combo',
            deal_id: dealId,
            combo_draft_id: d.id,
            buyer: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' },
            payment_method: 'payment_method_credit_card',
            passengers: passengersFor(day, { adults: 2 }).map((p) => ({ ...p, baggage: [] })),
          },
        }),
      ),
    );
    const made = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(
      made.length + refused.length,
      JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.body)),
    ).toBe(BUYERS);
    expect(made).toHaveLength(2);
    expect(new Set(refused.map((a) => a.body.error_code))).toEqual(new Set(['SOLD_OUT']));
    expect(await footprint(db(), world, dealId)).toEqual({
      seatsSold: before.seatsSold + 2 * 2 * 2,
      roomsSold: before.roomsSold + 2 * 2,
      dealSold: before.dealSold + 2,
      orders: before.orders + 2,
    });
    expect(await seatsOf(db(), world.out.fareClassId, day)).toMatchObject({ sold: 4, held: 0 });
    const [rooms] = await queryRows<{ free: number }>(
      db(),
      sql`select min(allotment - held - sold)::int free from room_inventory where room_type_id = ${world.roomTypeId} and stay_date in (${day}, ${addDays(day, 1)})`,
    );
    expect(rooms!.free).toBe(0);
  });

  /** `count` new guests' drafts of the deal on `day` (the cheapest flights). */
  async function draftsOf(dealId: number, priceId: number, day: string, count: number) {
    const drafts = [];
    for (let i = 0; i < count; i += 1) {
      const made = await call('POST', '/api/v2-hotel/redis/combo', {
        body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId },
        key: crypto.randomUUID(),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      drafts.push({ id: (made.body.data as ComboDraft).id, cookie: cookiePair(made.setCookie) });
    }
    return drafts;
  }
  const purchase = (dealId: number, day: string, draft: { id: string; cookie: string }, key: string = crypto.randomUUID()) =>
    call('POST', '/api/v3-booking/fe/deal', {
      cookie: draft.cookie,
      key,
      body: {
        kind: 'combo',
        deal_id: dealId,
        combo_draft_id: draft.id,
        buyer: BUYER,
        payment_method: 'payment_method_credit_card',
        passengers: passengersFor(day, { adults: 2 }).map((p) => ({ ...p, baggage: [] })),
      },
    });

  it('purchases racing the expiry of other combo orders of the same rooms, seats and deal: no deadlock, no 500, everything given back once', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world, { quantity: 500 });
    const day = addDays(todayIso(), 52);
    const nights = [day, addDays(day, 1)];
    // room and seats for every order of every round
    await setFree(db(), world.roomTypeId, nights, 200, 200);
    for (const [fareClass, date] of [
      [world.out, day],
      [world.back, addDays(day, 2)],
    ] as const) {
      await db()
        .execute(sql`insert into flight_seat_inventory (fare_class_id, schedule_id, depart_date, seats) values (${fareClass.fareClassId}, ${fareClass.scheduleId}, ${date}, 400)
        on conflict (fare_class_id, depart_date) do update set seats = 400`);
    }
    const taken = async () => ({
      out: (await seatsOf(db(), world.out.fareClassId, day))!.sold,
      back: (await seatsOf(db(), world.back.fareClassId, addDays(day, 2)))!.sold,
      rooms: (
        await queryRows<{ sold: number }>(
          db(),
          sql`select sum(sold)::int sold from room_inventory where room_type_id = ${world.roomTypeId} and stay_date in (${nights[0]}, ${nights[1]})`,
        )
      )[0]!.sold,
      units: (await footprint(db(), world, dealId)).dealSold,
    });
    const before = await taken();
    const errors: unknown[] = [];
    for (let round = 0; round < 4; round += 1) {
      const lapsing = await draftsOf(dealId, priceId, day, 4);
      for (const draft of lapsing) expect((await purchase(dealId, day, draft)).status).toBe(201);
      // those orders are past their payment deadline: the sweeper gives their rooms, seats and units back
      await db().execute(
        sql`update orders set payment_deadline = now() - interval '1 minute' where status = 'pending' and id in (select order_id from order_deal_items where deal_id = ${dealId})`,
      );
      const buying = await draftsOf(dealId, priceId, day, 6);
      const sweeps = Array.from({ length: 3 }, () => expireUnpaidOrders().catch((error: unknown) => void errors.push(error)));
      const answers = await Promise.all([...buying.map((d) => purchase(dealId, day, d)), ...sweeps]);
      const http = answers.filter((a): a is Awaited<ReturnType<typeof purchase>> => typeof a === 'object' && a !== null && 'status' in a);
      expect(
        http.map((a) => [a.status, a.body.error_code ?? null]),
        `round ${round}`,
      ).toEqual(buying.map(() => [201, null]));
    }
    expect(errors).toEqual([]);
    // the last round's buyers are still pending: each holds its 2 seats a leg, 2 room-nights and a unit
    expect(await taken()).toEqual({
      out: before.out + 6 * 2,
      back: before.back + 6 * 2,
      rooms: before.rooms + 6 * 2,
      units: before.units + 6,
    });
    const [counts] = await queryRows<{ expired: number; pending: number }>(
      db(),
      sql`select count(*) filter (where o.status = 'expired')::int expired, count(*) filter (where o.status = 'pending')::int pending from orders o join order_deal_items i on i.order_id = o.id where i.deal_id = ${dealId}`,
    );
    expect(counts).toEqual({ expired: 4 * 4 + 3 * 6, pending: 6 });
    // every order expired: exactly what was taken went back
    await expireUnpaidOrders(new Date(Date.now() + 3 * 3_600_000));
    expect(await taken()).toEqual(before);
  }, 120_000);

  it('one draft bought by 6 requests at once (different keys): one order, the others 409 COMBO_ALREADY_ORDERED', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world, { quantity: 50 });
    const day = addDays(todayIso(), 54);
    const [draft] = await draftsOf(dealId, priceId, day, 1);
    const before = await footprint(db(), world, dealId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => purchase(dealId, day, draft!)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.error_code))).toEqual(new Set(['COMBO_ALREADY_ORDERED']));
    expect(await footprint(db(), world, dealId)).toEqual({
      seatsSold: before.seatsSold + 4,
      roomsSold: before.roomsSold + 2,
      dealSold: before.dealSold + 1,
      orders: before.orders + 1,
    });
  });
});

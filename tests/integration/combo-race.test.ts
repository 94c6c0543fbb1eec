import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as buyRoute from '@/app/api/v3-booking/fe/deal/route';
import { resetBookingRateLimit } from '@/features/booking/server';
import type { ComboDraft } from '@/features/combos/index';
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
      const made = await call('POST', '/api/v2-hotel/redis/combo', { body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId }, key: crypto.randomUUID() });
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
          body: { kind: 'combo', deal_id: dealId, combo_draft_id: d.id, buyer: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' }, payment_method: 'payment_method_credit_card', passengers: passengersFor(day, { adults: 2 }).map((p) => ({ ...p, baggage: [] })) },
        }),
      ),
    );
    const made = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(made.length + refused.length, JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.body))).toBe(BUYERS);
    expect(made).toHaveLength(2);
    expect(new Set(refused.map((a) => a.body.error_code))).toEqual(new Set(['SOLD_OUT']));
    expect(await footprint(db(), world, dealId)).toEqual({ seatsSold: before.seatsSold + 2 * 2 * 2, roomsSold: before.roomsSold + 2 * 2, dealSold: before.dealSold + 2, orders: before.orders + 2 });
    expect(await seatsOf(db(), world.out.fareClassId, day)).toMatchObject({ sold: 4, held: 0 });
    const [rooms] = await queryRows<{ free: number }>(db(), sql`select min(allotment - held - sold)::int free from room_inventory where room_type_id = ${world.roomTypeId} and stay_date in (${day}, ${addDays(day, 1)})`);
    expect(rooms!.free).toBe(0);
  });
});

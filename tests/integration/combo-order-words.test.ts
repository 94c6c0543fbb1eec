import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as buyRoute from '@/app/api/v3-booking/fe/deal/route';
import { resetBookingRateLimit } from '@/features/booking/server';
import type { ComboDraft, DealFlights } from '@/features/combos/schemas';
import { addDays, todayIso, toSummaryDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { COMBO_ROUTES, comboWorld, makeComboDeal, ORIGIN, type ComboWorld } from './combo-fixtures';
import { makeFlight, passengersFor, type TestFlight } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let world: ComboWorld;
let late: TestFlight;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
  world = await comboWorld(db());
  // a night flight of the same route: leaves 23:00, lands 00:40 the next day (routes are cached: made before any search)
  late = await makeFlight(db(), { origin: world.out.origin, destination: world.out.destination, departMinute: 23 * 60, durationMinutes: 100 });
  api = await startApiServer({ ...PAYMENT_ROUTES, ...ORDER_ROUTES, ...COMBO_ROUTES, '/api/v3-booking/fe/deal': buyRoute });
  call = apiClient(api);
}, 120_000);
afterAll(async () => {
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe('a combo order speaks its own words (issue 33 §3 and §4)', () => {
  it('its mail names the deal once and lists the hotel, the room, the dates and nights, and each leg with its fare and a dated arrival', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world, { nights: 2, adults: 2 });
    const [deal] = await queryRows<{ name_vi: string; hotel: string; room: string }>(
      db(),
      sql`select d.name_vi, h.name_vi hotel, rt.name room from deals d join hotels h on h.id = d.hotel_id join room_types rt on rt.id = d.room_type_id where d.id = ${dealId}`,
    );
    const day = addDays(todayIso(), 50);
    const lists = (await call('GET', `/api/flight-service/v1/deals/${dealId}/deal-flights/?origin=${ORIGIN}&departDate=${day}`)).body.data as DealFlights;
    const night = lists.outbound.find((o) => o.scheduleId === late.scheduleId)!;
    expect(night.endDate).toBe(`${addDays(day, 1)}T00:40`);

    const made = await call('POST', '/api/v2-hotel/redis/combo', { key: crypto.randomUUID(), body: { dealId, origin: ORIGIN, departDate: day, priceDealId: priceId, outbound: { flightId: night.id, fareClassId: late.fareClassId } } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const draft = made.body.data as ComboDraft;
    expect(draft.quote.outbound).toMatchObject({ fareCode: 'ECO_SAVER', bookingClass: 'E', endDate: `${addDays(day, 1)}T00:40` });
    const bought = await call('POST', '/api/v3-booking/fe/deal', {
      cookie: cookiePair(made.setCookie),
      key: crypto.randomUUID(),
      body: {
        kind: 'combo',
        deal_id: dealId,
        combo_draft_id: draft.id,
        buyer: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' },
        payment_method: 'payment_method_credit_card',
        passengers: passengersFor(day, { adults: 2 }).map((p) => ({ ...p, baggage: [] })),
      },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const code = (bought.body.data as { order: { order_number: string } }).order.order_number;
    const [order] = await queryRows<{ title: string }>(db(), sql`select title from orders where order_number = ${code}`);
    expect(order!.title).toBe(deal!.name_vi);

    const [mail] = await queryRows<{ text: string }>(db(), sql`select text from mail_outbox where ref = ${`order:${code}`} and kind = 'order_received'`);
    const text = mail!.text;
    expect(text).not.toMatch(/Combo Combo/);
    expect(text.split(deal!.name_vi).length - 1).toBe(1);
    for (const line of [
      `Combo: ${deal!.name_vi}`,
      `Khách sạn: ${deal!.hotel}`,
      `Phòng: ${deal!.room} · 1 phòng`,
      `Nhận phòng: ${toSummaryDate(day)}`,
      `Trả phòng: ${toSummaryDate(addDays(day, 2))} (2 đêm)`,
      `23:00 ${toSummaryDate(day)} → 00:40 ${toSummaryDate(addDays(day, 1))} · Phổ thông tiết kiệm (E) – 7 kg`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/ECO_SAVER/);
  });
});

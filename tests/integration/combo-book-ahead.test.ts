import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as detailRoute from '@/app/api/v2-hotel/deal-detail/fe/[id]/route';
import * as buyRoute from '@/app/api/v3-booking/fe/deal/route';
import { resetBookingRateLimit } from '@/features/auth/server';
import type { ComboCalendar, ComboDraft } from '@/features/combos/schemas';
import type { DealDetail } from '@/features/deals/schemas';
import { addDays, todayIso, toSummaryDate } from '@/lib/dates/product-date';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { COMBO_ROUTES, comboWorld, makeComboDeal, ORIGIN, type ComboWorld } from './combo-fixtures';
import { passengersFor } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let world: ComboWorld;
const db = () => database.handle.db;
const BUYER = { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' };

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
  world = await comboWorld(db());
  api = await startApiServer({
    ...PAYMENT_ROUTES,
    ...ORDER_ROUTES,
    ...COMBO_ROUTES,
    '/api/v3-booking/fe/deal': buyRoute,
    '/api/v2-hotel/deal-detail/fe/[id]': detailRoute,
  });
  call = apiClient(api);
}, 120_000);
afterAll(async () => {
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

const today = () => todayIso();
/** The calendar days of a deal from ORIGIN over the months holding [from, to]. */
async function days(dealId: number, from: string, to: string) {
  const out: ComboCalendar['days'] = [];
  let first: string | null = null;
  for (const month of [...new Set([from.slice(0, 7), to.slice(0, 7)])]) {
    const answer = await call('POST', '/api/flight-service/v1/combo-search-month-v2', { body: { dealId, origin: ORIGIN, month } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const calendar = answer.body.data as ComboCalendar;
    first = calendar.firstDeparture;
    out.push(...calendar.days.filter((d) => d.date >= from && d.date <= to));
  }
  return { days: out, first };
}

describe('"book at least 3 days ahead" holds on every combo, in the calendar and on the server', () => {
  it('two combos open from tomorrow both start selling on today + 3; the deal answer states the rule and the first day', async () => {
    const a = await makeComboDeal(db(), world, { validFrom: addDays(today(), 1), validTo: addDays(today(), 20) });
    const b = await makeComboDeal(db(), world, { validFrom: addDays(today(), 2), validTo: addDays(today(), 20), nights: 3 });
    const firstDay = addDays(today(), 3);
    for (const { dealId } of [a, b]) {
      const { days: month, first } = await days(dealId, addDays(today(), 1), addDays(today(), 6));
      expect(first).toBe(firstDay);
      expect(month.filter((d) => d.date < firstDay).every((d) => d.perAdult === null)).toBe(true);
      expect(month.find((d) => d.date === firstDay)?.perAdult, `deal ${dealId} sells its first day`).not.toBeNull();
      const detail = (await call('GET', `/api/v2-hotel/deal-detail/fe/${dealId}`)).body.data as DealDetail;
      expect(detail).toMatchObject({ book_ahead_days: 3, first_departure_date: firstDay });
    }
  });

  it('the day lists, drafts and purchases refuse a departure too early with 400 COMBO_TOO_EARLY naming the first day', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world, { validFrom: addDays(today(), 1), validTo: addDays(today(), 20) });
    const firstDay = addDays(today(), 3);
    for (const early of [addDays(today(), 1), addDays(today(), 2)]) {
      const flights = await call('GET', `/api/flight-service/v1/deals/${dealId}/deal-flights/?origin=${ORIGIN}&departDate=${early}`);
      expect([flights.status, flights.body.error_code]).toEqual([400, 'COMBO_TOO_EARLY']);
      expect(flights.body.message).toContain(toSummaryDate(firstDay));
      const draft = await call('POST', '/api/v2-hotel/redis/combo', {
        body: { dealId, origin: ORIGIN, departDate: early, priceDealId: priceId },
        key: crypto.randomUUID(),
      });
      expect([draft.status, draft.body.error_code]).toEqual([400, 'COMBO_TOO_EARLY']);
    }
    expect((await call('GET', `/api/flight-service/v1/deals/${dealId}/deal-flights/?origin=${ORIGIN}&departDate=${firstDay}`)).status).toBe(
      200,
    );

    // a draft saved for a day that the rule no longer allows (saved on an earlier day) cannot be bought
    const made = await call('POST', '/api/v2-hotel/redis/combo', {
      body: { dealId, origin: ORIGIN, departDate: firstDay, priceDealId: priceId },
      key: crypto.randomUUID(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const draft = made.body.data as ComboDraft;
    const early = addDays(today(), 2);
    const data = {
      ...draft.draft,
      departDate: early,
      outbound: { ...draft.draft.outbound, flightId: draft.draft.outbound.flightId.replace(/-\d{8}$/, `-${early.replaceAll('-', '')}`) },
    };
    await db().execute(sql`update combo_drafts set data = ${JSON.stringify(data)}::jsonb where id = ${draft.id}`);
    const cookie = cookiePair(made.setCookie);
    const bought = await call('POST', '/api/v3-booking/fe/deal', {
      cookie,
      key: crypto.randomUUID(),
      body: {
        kind: 'combo',
        deal_id: dealId,
        combo_draft_id: draft.id,
        buyer: BUYER,
        payment_method: 'payment_method_credit_card',
        passengers: passengersFor(early, { adults: 2 }).map((p) => ({ ...p, baggage: [] })),
      },
    });
    expect([bought.status, bought.body.error_code]).toEqual([400, 'COMBO_TOO_EARLY']);
  });
});

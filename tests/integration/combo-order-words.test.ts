import { sql } from 'drizzle-orm';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import OrderRoute from '@/app/[lang]/don-hang/[code]/page';
import * as buyRoute from '@/app/api/v3-booking/fe/deal/route';
import { resetBookingRateLimit } from '@/features/auth/server';
import type { ComboDraft, DealFlights } from '@/features/combos/schemas';
import { addDays, todayIso, toSummaryDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { CurrencyProvider } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { pickWords, SHELL_NAMESPACES } from '@/lib/i18n/resources';
import { QueryProvider } from '@/lib/query/query-provider';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { cookiePair } from './booking-helpers';
import { COMBO_ROUTES, comboWorld, makeComboDeal, ORIGIN, type ComboWorld } from './combo-fixtures';
import { makeFlight, passengersFor, type TestFlight } from './flight-fixtures';
import { apiClient, ORDER_ROUTES } from './orders-helpers';
import { PAYMENT_ROUTES } from './payment-method-helpers';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
}));

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let world: ComboWorld;
let late: TestFlight;
const db = () => database.handle.db;

/** A page as the browser gets it: the root layout gives only the shell's words, the page its own (PageWords). */
const asServed = (lang: Lang, page: ReactNode) => {
  /* eslint-disable react/no-children-prop -- a .ts test: createElement's typed children are its props */
  const withCurrency = createElement(CurrencyProvider, { initialCurrency: 'VND', usdRate: 25_400, children: page });
  const withWords = createElement(I18nProvider, { lang, resources: pickWords(lang, SHELL_NAMESPACES), children: withCurrency });
  return renderToString(createElement(QueryProvider, { children: withWords }));
  /* eslint-enable react/no-children-prop */
};

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
  world = await comboWorld(db());
  // a night flight of the same route: leaves 23:00, lands 00:40 the next day (routes are cached: made before any search)
  late = await makeFlight(db(), {
    origin: world.out.origin,
    destination: world.out.destination,
    departMinute: 23 * 60,
    durationMinutes: 100,
  });
  api = await startApiServer({ ...PAYMENT_ROUTES, ...ORDER_ROUTES, ...COMBO_ROUTES, '/api/v3-booking/fe/deal': buyRoute });
  call = apiClient(api);
}, 120_000);
afterAll(async () => {
  await resetBookingRateLimit();
  await api.close();
  await database.drop();
});

describe('a combo order speaks its own words (issue 33 §3 and §4)', () => {
  it('its mail names the deal once and lists hotel, room, dates and nights, each leg with its fare and a dated arrival; its order page shows the legs in words (never raw keys), +1', async () => {
    const { dealId, priceId } = await makeComboDeal(db(), world, { nights: 2, adults: 2 });
    const [deal] = await queryRows<{ name_vi: string; hotel: string; room: string }>(
      db(),
      sql`select d.name_vi, h.name_vi hotel, rt.name room from deals d join hotels h on h.id = d.hotel_id join room_types rt on rt.id = d.room_type_id where d.id = ${dealId}`,
    );
    const day = addDays(todayIso(), 50);
    const lists = (await call('GET', `/api/flight-service/v1/deals/${dealId}/deal-flights/?origin=${ORIGIN}&departDate=${day}`)).body
      .data as DealFlights;
    const night = lists.outbound.find((o) => o.scheduleId === late.scheduleId)!;
    expect(night.endDate).toBe(`${addDays(day, 1)}T00:40`);

    const made = await call('POST', '/api/v2-hotel/redis/combo', {
      key: crypto.randomUUID(),
      body: {
        dealId,
        origin: ORIGIN,
        departDate: day,
        priceDealId: priceId,
        outbound: { flightId: night.id, fareClassId: late.fareClassId },
      },
    });
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

    const [mail] = await queryRows<{ text: string }>(
      db(),
      sql`select text from mail_outbox where ref = ${`order:${code}`} and kind = 'order_received'`,
    );
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

    // the order page (the app's route, with the words it gives its client parts): the legs in words, the arrival +1
    const token = (bought.body.data as { access_token: string }).access_token;
    for (const lang of ['vi', 'en'] as const) {
      const element = await OrderRoute({ params: Promise.resolve({ lang, code }), searchParams: Promise.resolve({ token }) });
      const html = asServed(lang, element);
      expect(html).toContain('data-testid="order-combo-title"');
      expect(html, lang).not.toMatch(/summary\.(title|outbound|fareClass)|fares\.ECO_SAVER|ECO_SAVER/);
      expect(html).toMatch(/data-testid="flight-leg-arrival" data-day-offset="1">00:40/);
    }
  });
});

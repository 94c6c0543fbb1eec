import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dealsRoute from '@/app/api/v2-hotel/deals/route';
import * as detailRoute from '@/app/api/v2-hotel/deal-detail/fe/[id]/route';
import type { ComboCalendar } from '@/features/combos/schemas';
import type { DealCard, DealDetail } from '@/features/deals/schemas';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { COMBO_ROUTES, comboWorld, makeComboDeal, ORIGIN, type ComboWorld } from './combo-fixtures';
import { apiClient } from './orders-helpers';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let call: ReturnType<typeof apiClient>;
let world: ComboWorld;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
  world = await comboWorld(db());
  api = await startApiServer({ ...COMBO_ROUTES, '/api/v2-hotel/deals': dealsRoute, '/api/v2-hotel/deal-detail/fe/[id]': detailRoute });
  call = apiClient(api);
}, 120_000);
afterAll(async () => {
  await api.close();
  await database.drop();
});

const categoryOf = async (dealId: number) =>
  (
    await queryRows<{ slug: string }>(
      db(),
      sql`select c.slug from deal_categories c join deals d on d.category_id = c.id where d.id = ${dealId}`,
    )
  )[0]!.slug;

/** The deal's card as GET /api/v2-hotel/deals lists it (its own category holds only it). */
async function cardOf(dealId: number): Promise<DealCard> {
  const listed = await call('GET', `/api/v2-hotel/deals?deal_type=combo&category=${await categoryOf(dealId)}`);
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  const card = (listed.body.data as { items: DealCard[] }).items.find((c) => c.id === dealId);
  expect(card).toBeDefined();
  return card!;
}

/** The calendar's days of the deal from ORIGIN over [from, to], as the builder asks them month by month. */
async function calendarDays(dealId: number, from: string, to: string) {
  const days: ComboCalendar['days'] = [];
  for (const month of [...new Set([from.slice(0, 7), addDays(from, 31).slice(0, 7), to.slice(0, 7)])].filter((m) => m <= to.slice(0, 7))) {
    const answer = await call('POST', '/api/flight-service/v1/combo-search-month-v2', { body: { dealId, origin: ORIGIN, month } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    days.push(...(answer.body.data as ComboCalendar).days.filter((d) => d.date >= from && d.date <= to && d.perAdult !== null));
  }
  return days;
}

describe('combo "from" prices are the calendar\'s', () => {
  it("a combo card's and detail's price per adult is the calendar's lowest day, its list price the day before the package discount", async () => {
    const validFrom = addDays(todayIso(), 3);
    const validTo = addDays(todayIso(), 24);
    // the stored option: 10% off; a stored price per adult of 4,500,000 no calendar day charges
    const { dealId } = await makeComboDeal(db(), world, {
      validFrom,
      validTo,
      nights: 2,
      adults: 2,
      listPrice: 10_000_000,
      sellPrice: 9_000_000,
    });
    const days = await calendarDays(dealId, validFrom, validTo);
    expect(days.length).toBeGreaterThan(0);
    const lowest = days.reduce((best, d) => (d.perAdult! < best.perAdult! ? d : best));

    const card = await cardOf(dealId);
    expect(card.price_per_adult).toBe(lowest.perAdult);
    expect(card.price_per_adult).not.toBe(4_500_000);
    expect(card.from_price.sell_price).toBe(lowest.total);
    expect(card.adult_number).toBe(2);
    // the total before the 10% package discount, and the discount the card shows as the deals' rule computes it
    expect(card.from_price.list_price).toBeGreaterThan(card.from_price.sell_price);
    expect(Math.abs(card.from_price.list_price * 0.9 - card.from_price.sell_price)).toBeLessThanOrEqual(1000);
    expect(card.from_price.discount_percent).toBe(
      Math.floor(((card.from_price.list_price - card.from_price.sell_price) * 100) / card.from_price.list_price),
    );

    const detail = await call('GET', `/api/v2-hotel/deal-detail/fe/${dealId}`);
    expect(detail.status).toBe(200);
    const body = detail.body.data as DealDetail;
    expect(body.price_per_adult).toBe(lowest.perAdult);
    expect(body.from_price).toEqual(card.from_price);
    // the option is priced as its calendar charges too: price_deal and from_price tell one price (issue 33 §4)
    expect(body.price_deal[0]).toEqual(body.from_price);
    expect(Math.round(body.price_deal[0]!.sell_price / body.adult_number)).toBe(body.price_per_adult);
  });

  it('a combo with no priced day in the next 60 days keeps its stored prices', async () => {
    const { dealId } = await makeComboDeal(db(), world, {
      validFrom: addDays(todayIso(), 90),
      validTo: addDays(todayIso(), 100),
      adults: 2,
      listPrice: 10_000_000,
      sellPrice: 9_000_000,
    });
    const card = await cardOf(dealId);
    expect(card.from_price).toMatchObject({ list_price: 10_000_000, sell_price: 9_000_000, discount_percent: 10 });
    expect(card.price_per_adult).toBe(4_500_000);
  });

  it('a voucher deal passes through unchanged', async () => {
    const { dealId } = await makeComboDeal(db(), world, { type: 'voucher', listPrice: 3_000_000, sellPrice: 2_400_000 });
    const listed = await call('GET', `/api/v2-hotel/deals?deal_type=voucher&category=${await categoryOf(dealId)}`);
    const card = (listed.body.data as { items: DealCard[] }).items.find((c) => c.id === dealId)!;
    expect(card.from_price).toMatchObject({ list_price: 3_000_000, sell_price: 2_400_000 });
    expect(card.price_per_adult).toBe(2_400_000);
  });
});

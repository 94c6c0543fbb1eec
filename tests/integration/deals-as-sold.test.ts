import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dealsRoute from '@/app/api/v2-hotel/deals/route';
import * as detailRoute from '@/app/api/v2-hotel/deal-detail/fe/[id]/route';
import type { ComboCalendar } from '@/features/combos/schemas';
import { fromPrice, pricePerAdult } from '@/features/deals/rules';
import type { DealCard, DealDetail } from '@/features/deals/schemas';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { stripDiacritics } from '@/lib/text/search-key';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { COMBO_ROUTES } from './combo-fixtures';
import { apiClient } from './orders-helpers';

/** The seed's hotel chains (features/hotels/seed/names.ts CHAIN_BRANDS): a deal naming one promises its hotel. */
const BRANDS = ['Mường Thanh', 'Vinpearl', 'Thiên Hải', 'Đại Dương Xanh', 'Royal Lotus', 'Golden Bay'];
const key = (text: string) => stripDiacritics(text).toLowerCase();

/** Every seeded deal that names a hotel brand sells a hotel of that brand (issue 33 §4: "Combo Vinpearl" sold Mường Thanh). */
async function brandMismatches(database: TestDatabase) {
  const rows = await queryRows<{ id: number; name_vi: string; name_en: string; hotel_vi: string; hotel_en: string }>(
    database.handle.db,
    sql`select d.id, d.name_vi, d.name_en, h.name_vi hotel_vi, h.name hotel_en from deals d join hotels h on h.id = d.hotel_id order by d.id`,
  );
  expect(rows.length).toBeGreaterThan(10);
  return rows.flatMap((deal) =>
    BRANDS.filter((brand) => [deal.name_vi, deal.name_en].some((name) => key(name).includes(key(brand))))
      .filter((brand) => ![deal.hotel_vi, deal.hotel_en].some((name) => key(name).includes(key(brand))))
      .map((brand) => `${deal.name_vi} (${brand}) sells ${deal.hotel_vi}`),
  );
}

describe('seeded deals as sold: brands and per-adult prices', () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 30 });
    api = await startApiServer({ ...COMBO_ROUTES, '/api/v2-hotel/deals': dealsRoute, '/api/v2-hotel/deal-detail/fe/[id]': detailRoute });
    call = apiClient(api);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('a deal whose name names a hotel brand sells a hotel of that brand', async () => {
    expect(await brandMismatches(database)).toEqual([]);
  });

  /** The lowest per-adult day of a combo's calendar with one option over the card's horizon (the next 60 days), every origin. */
  async function lowestCalendarDay(detail: DealDetail, optionId: number) {
    const from = todayIso();
    const to = addDays(from, 60);
    const months = [...new Set(Array.from({ length: 61 }, (_, i) => addDays(from, i).slice(0, 7)))];
    let best: number | null = null;
    for (const { origin } of detail.flights) {
      for (const month of months) {
        const answer = await call('POST', '/api/flight-service/v1/combo-search-month-v2', {
          body: { dealId: detail.id, origin, month, priceDealId: optionId },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        for (const day of (answer.body.data as ComboCalendar).days) {
          if (day.perAdult !== null && day.date <= to && (best === null || day.perAdult < best)) best = day.perAdult;
        }
      }
    }
    return best;
  }

  it('every seeded deal: card == deal page == calendar == cheapest price_deal sell_price / adult_number (whole VND, half up)', async () => {
    const listed = await call('GET', '/api/v2-hotel/deals?page_size=48');
    expect(listed.status).toBe(200);
    const cards = (listed.body.data as { items: DealCard[] }).items;
    expect(cards.some((c) => c.deal_type === 'combo')).toBe(true);
    let pricedOptions = 0;
    for (const card of cards) {
      const answer = await call('GET', `/api/v2-hotel/deal-detail/fe/${card.id}`);
      expect(answer.status).toBe(200);
      const detail = answer.body.data as DealDetail;
      const cheapest = fromPrice(detail.price_deal, detail.adult_number)!;
      // the API's from price is its own cheapest option, and the per-adult price is that option's sell price / adults
      expect(detail.from_price, card.name).toEqual(cheapest.option);
      expect(detail.price_per_adult, card.name).toBe(pricePerAdult(cheapest.option.sell_price, detail.adult_number));
      expect(card.price_per_adult, card.name).toBe(detail.price_per_adult);
      expect(card.from_price, card.name).toEqual(detail.from_price);
      expect(card.adult_number, card.name).toBe(detail.adult_number);
      if (detail.deal_type !== 'combo') continue;
      expect(detail.adult_number).toBe(Math.max(...detail.flights.map((f) => f.adult_number)));
      // each option is priced as its calendar charges: its lowest day per adult is its sell price / adults
      for (const option of detail.price_deal) {
        const lowest = await lowestCalendarDay(detail, option.id);
        if (lowest === null) continue;
        pricedOptions += 1;
        expect(pricePerAdult(option.sell_price, detail.adult_number), `${card.name} / ${option.name}`).toBe(lowest);
      }
    }
    // the seed's combos fly on the seed's routes: their calendars price days
    expect(pricedOptions).toBeGreaterThan(0);
  }, 600_000);
});

describe('seeded deals at 200 hotels: brands', () => {
  it('a deal whose name names a hotel brand sells a hotel of that brand', async () => {
    const database = await createTestDatabase({ hotels: 200 });
    try {
      expect(await brandMismatches(database)).toEqual([]);
    } finally {
      await database.drop();
    }
  }, 300_000);
});

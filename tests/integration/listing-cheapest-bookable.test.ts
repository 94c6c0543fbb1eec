import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchRoute from '@/app/api/v2-hotel/hotels/search/route';
import { buildHotelView } from '@/features/hotel-detail/server/build-hotel-view';
import { getHotelRecord } from '@/features/hotel-detail/server/get-hotel-detail';
import { mapHotel } from '@/features/hotel-detail/server/map-hotel';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import { viewerNightly } from '@/features/hotel-search/listing/price-view';
import { perNight } from '@/features/hotels/index';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';
import { holdRooms, roomTypesOf } from '../support/search-oracle/inventory';

/**
 * Issue 33 "The listing shows a price nobody can book": the card (search API), its map pin and the hotel page's
 * lowest price are one price, the cheapest rate bookable for the stay and rooms asked, or sold out.
 */
describe(`listing card == map pin == hotel page, cheapest bookable [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const now = new Date();
  const checkIn = addDays(todayIso(now), 160);
  const nights = [checkIn, addDays(checkIn, 1)];
  const party = { roomCount: 1, adultCount: 2, childAges: [] };
  let hotelId: number;
  let seoUrl: string;

  const search = async (extra: Record<string, string> = {}): Promise<HotelListItem> => {
    const query = new URLSearchParams({
      keyword: seoUrl,
      checkInDate: toProductDate(checkIn),
      nights: '2',
      sort_by: 'price',
      sort_mode: 'asc',
      ...extra,
    });
    for (let page = 1; page < 30; page += 1) {
      const response = await fetch(`${api.url}/api/v2-hotel/hotels/search?${query}&page=${page}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { hotels: HotelListItem[] } };
      const hotels = body.data.hotels;
      const hit = hotels.find((h) => h.id === hotelId);
      if (hit) return hit;
      if (hotels.length === 0) break;
    }
    throw new Error('hotel not listed');
  };
  const page = async (viewer: Parameters<typeof buildHotelView>[3], roomCount = 1) => {
    const record = (await getHotelRecord(hotelId, { checkIn, checkOut: addDays(checkIn, 2) }))!;
    const view = buildHotelView(record, { checkIn, nights: 2 }, { ...party, roomCount }, viewer, 'vi');
    return { view, pin: mapHotel(record.hotel, view, 2, 'vi') };
  };

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 200 });
    // a hotel with two room types whose cheapest plan is on one of them
    const [row] = await queryRows<{ hotel_id: number; seo_url: string }>(
      database.handle.db,
      sql`select h.id as hotel_id, r.seo_url from hotels h join regions r on r.id = h.province_id
          where h.country_code = 'VN' and (select count(*) from room_types rt where rt.hotel_id = h.id) >= 2
          order by h.popularity desc limit 1`,
    );
    [hotelId, seoUrl] = [row!.hotel_id, row!.seo_url];
    api = await startApiServer({ '/api/v2-hotel/hotels/search': searchRoute });
  });
  afterAll(async () => {
    await api?.close();
    await database.drop();
  });

  it('prices the card, the pin and the hotel page at the same rate, and moves off a room type sold out for the stay', async () => {
    const before = await search();
    const { view, pin } = await page({ kind: 'guest' });
    expect(before.rate_plan_id).toBe(view.lowest!.planId);
    expect(before.final_price.total.inclusive).toBe(view.lowest!.payTotal);
    expect(before.final_price.nightly.inclusive).toBe(perNight(view.lowest!.payTotal, 2));
    expect(viewerNightly(before, null)).toBe(pin.final_price.nightly.inclusive);
    expect(before.rooms_available).toBe(view.lowest!.roomsLeft);

    // sell out the cheapest plan's room type on the second night only
    const [plan] = await queryRows<{ room_type_id: number }>(
      database.handle.db,
      sql`select room_type_id from rate_plans where id = ${before.rate_plan_id}`,
    );
    const roomType = (await roomTypesOf(database.handle.db, [hotelId])).find((rt) => rt.id === plan!.room_type_id)!;
    await holdRooms(database.handle.db, roomType, [nights[1]!], roomType.default_allotment);
    const after = await search();
    const again = await page({ kind: 'guest' });
    expect(after.rate_plan_id).not.toBe(before.rate_plan_id);
    expect(after.is_sold_out).toBe(again.view.soldOut);
    if (again.view.lowest) {
      expect(after.rate_plan_id).toBe(again.view.lowest.planId);
      expect(after.final_price.nightly.inclusive).toBe(again.pin.final_price.nightly.inclusive);
      expect(after.final_price.nightly.inclusive).toBeGreaterThanOrEqual(before.final_price.nightly.inclusive);
    }
    await holdRooms(database.handle.db, roomType, [nights[1]!], -roomType.default_allotment);
  });

  it('gives a confirmed member the same price on the card, the pin and the hotel page', async () => {
    const rates = { loyaltyDiscountPercent: 3 };
    const card = await search();
    const { view, pin } = await page({ kind: 'signed-in', rates });
    expect(viewerNightly(card, rates)).toBe(perNight(view.lowest!.payTotal, 2));
    expect(pin.final_price.nightly.inclusive).toBe(perNight(view.lowest!.payTotal, 2));
  });

  it('says sold out on the card, the pin and the hotel page when no room type has the rooms asked free', async () => {
    // one room left of every room type on the first night: rooms for two, but no one rate has two rooms
    const types = await roomTypesOf(database.handle.db, [hotelId]);
    for (const type of types) await holdRooms(database.handle.db, type, [nights[0]!], type.default_allotment - 1);
    const card = await search({ roomCount: '2', adultCount: '2' });
    const { view, pin } = await page({ kind: 'guest' }, 2);
    expect(card).toMatchObject({ is_sold_out: true, rate_plan_id: null, member_rate: null, final_price: { nightly: { inclusive: 0 } } });
    expect(view.soldOut).toBe(true);
    expect(view.lowest).toBeNull();
    expect(pin.is_sold_out).toBe(true);
    // one room is still bookable
    const one = await search();
    expect(one.is_sold_out).toBe(false);
    expect(one.rooms_available).toBe(1);
    for (const type of types) await holdRooms(database.handle.db, type, [nights[0]!], -(type.default_allotment - 1));
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelListItem, HotelSearchResult } from '@/features/hotel-search/schemas';
import { searchHotels } from '@/features/hotel-search/server';
import { addDays, todayIso, toProductDate } from '@/lib/dates/product-date';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { freeRooms, holdRooms, roomTypesOf, sellRooms, type RoomTypeRow } from '../support/search-oracle/inventory';
import { toSearchQuery, type RawQuery } from '../support/search-oracle/search-queries';

/**
 * Holds and sales, made with the booking code's own inventory update, show in the search for the
 * stay's nights only: sold out, sunk below the available hotels, rooms left, the counts of the page.
 */
describe(`search availability follows holds and sales [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let scope: RawQuery;
  let target: HotelListItem;
  let roomTypes: RoomTypeRow[];
  let base: { first: HotelSearchResult; hotels: HotelListItem[] };
  const now = new Date();
  // far enough ahead that the seed left the nights without inventory rows (the default allotment is free)
  const checkIn = addDays(todayIso(now), 150);
  const nights = [0, 1, 2].map((i) => addDays(checkIn, i));
  const checkOut = addDays(checkIn, 3);

  /** Every page of a search, and its first page's counts. */
  async function searchAll(extra: RawQuery = {}): Promise<{ first: HotelSearchResult; hotels: HotelListItem[] }> {
    const raw = { ...scope, checkInDate: toProductDate(checkIn), nights: '3', ...extra };
    const first = await searchHotels(toSearchQuery(raw), now);
    const hotels = [...first.hotels];
    for (let page = 2; page <= Math.ceil(first.total / first.page_size); page += 1) {
      hotels.push(...(await searchHotels(toSearchQuery({ ...raw, page: String(page) }), now)).hotels);
    }
    return { first, hotels };
  }
  const targetIn = (hotels: HotelListItem[]) => hotels.find((h) => h.id === target.id)!;
  const others = (hotels: HotelListItem[]) => hotels.filter((h) => h.id !== target.id);

  /** Holds every free room of the target's room types on some nights; returns what to release. */
  async function holdEverything(on: string[]): Promise<() => Promise<void>> {
    const held: [RoomTypeRow, string, number][] = [];
    for (const roomType of roomTypes) {
      for (const night of on) {
        const free = await freeRooms(database.handle.db, roomType, [night]);
        if (free > 0) {
          await holdRooms(database.handle.db, roomType, [night], free);
          held.push([roomType, night, free]);
        }
      }
    }
    return async () => {
      for (const [roomType, night, rooms] of held) await holdRooms(database.handle.db, roomType, [night], -rooms);
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 400 });
    const [district] = await queryRows<{ seo_url: string }>(
      database.handle.db,
      sql`select seo_url from regions where kind = 'district' and country_code = 'VN' order by hotel_count desc, id limit 1`,
    );
    scope = { keyword: district!.seo_url };
    base = await searchAll();
    // the most popular hotel with a room type of three rooms or more (a partial hold of two leaves one)
    for (const hotel of base.hotels) {
      const types = await roomTypesOf(database.handle.db, [hotel.id]);
      if (!target && types[0]!.default_allotment >= 3) [target, roomTypes] = [hotel, types];
    }
    const plans = await queryRows<{ id: number; room_type_id: number }>(
      database.handle.db,
      sql`select id, room_type_id from rate_plans where hotel_id = ${target.id}`,
    );
    planRoomType = new Map(plans.map((p) => [p.id, p.room_type_id]));
  });
  afterAll(async () => {
    await database.drop();
  });
  /** the room type of the rate the target is priced at (its cheapest bookable plan) */
  const pricedType = () => roomTypes.find((rt) => planRoomType.get(target.rate_plan_id!) === rt.id)!;
  let planRoomType = new Map<number, number>();

  it('starts from every room of every room type free on nights without inventory rows', () => {
    expect(base.hotels.length).toBeGreaterThan(3);
    expect(base.first.available_total).toBe(base.first.total);
    expect(target.is_sold_out).toBe(false);
    // issue 33: the rooms left of the priced rate's room type, not the hotel's sum
    expect(target.rooms_available).toBe(pricedType().default_allotment);
  });

  it('lowers rooms_available by a partial hold, by the fewest free over the nights, and restores it on release', async () => {
    const first = pricedType();
    await holdRooms(database.handle.db, first!, [nights[1]!], 1);
    expect(targetIn((await searchAll()).hotels).rooms_available).toBe(target.rooms_available - 1);
    await holdRooms(database.handle.db, first!, [nights[2]!], 2);
    const held = await searchAll();
    expect(targetIn(held.hotels)).toMatchObject({ rooms_available: target.rooms_available - 2, is_sold_out: false });
    expect(others(held.hotels)).toEqual(others(base.hotels));

    await holdRooms(database.handle.db, first!, [nights[1]!], -1);
    await holdRooms(database.handle.db, first!, [nights[2]!], -2);
    expect(await searchAll()).toEqual(base);
  });

  it('changes nothing for holds on the nights just outside the stay', async () => {
    const release = await holdEverything([addDays(checkIn, -1), checkOut]);
    expect(await searchAll()).toEqual(base);
    // the same holds do sell the hotel out for a stay that covers them
    const longer = await searchAll({ nights: '4' });
    expect(targetIn(longer.hotels)).toMatchObject({ is_sold_out: true, rooms_available: 0 });
    await release();
  });

  it('sells a fully held hotel out for the stay, sinks it below the available ones, and restores it on release', async () => {
    const release = await holdEverything([nights[1]!]);
    const { first, hotels } = await searchAll();
    expect(targetIn(hotels)).toMatchObject({ is_sold_out: true, rooms_available: 0 });
    const firstSoldOut = hotels.findIndex((h) => h.is_sold_out);
    expect(hotels.slice(0, firstSoldOut).every((h) => !h.is_sold_out)).toBe(true);
    expect(hotels.slice(firstSoldOut).every((h) => h.is_sold_out)).toBe(true);
    expect(hotels.indexOf(targetIn(hotels))).toBeGreaterThanOrEqual(firstSoldOut);
    expect(first).toMatchObject({ total: base.first.total, available_total: base.first.available_total - 1, all_sold_out: false });
    // the other hotels keep their order and every field
    expect(others(hotels)).toEqual(others(base.hotels));
    // sold out: no price nobody can book
    expect(targetIn(hotels)).toMatchObject({ id: target.id, is_sold_out: true, rooms_available: 0, rate_plan_id: null, member_rate: null });
    expect(targetIn(hotels).final_price.nightly.inclusive).toBe(0);

    await release();
    expect(await searchAll()).toEqual(base);
  });

  it('sells the hotel out when the stay asks more rooms than are free', async () => {
    // two rooms left over the stay's first night
    let keep = 2;
    const held: [RoomTypeRow, number][] = [];
    for (const roomType of roomTypes) {
      const kept = Math.min(keep, roomType.default_allotment);
      keep -= kept;
      if (roomType.default_allotment > kept) {
        await holdRooms(database.handle.db, roomType, [nights[0]!], roomType.default_allotment - kept);
        held.push([roomType, roomType.default_allotment - kept]);
      }
    }
    expect(targetIn((await searchAll({ roomCount: '2' })).hotels)).toMatchObject({ rooms_available: 2, is_sold_out: false });
    const three = await searchAll({ roomCount: '3' });
    expect(targetIn(three.hotels)).toMatchObject({ is_sold_out: true, rate_plan_id: null });
    expect(three.hotels.at(-1)!.is_sold_out).toBe(true);
    for (const [roomType, rooms] of held) await holdRooms(database.handle.db, roomType, [nights[0]!], -rooms);
    expect(await searchAll()).toEqual(base);
  });

  it('counts sold rooms as taken, like held ones', async () => {
    for (const roomType of roomTypes) await sellRooms(database.handle.db, roomType, [nights[2]!], roomType.default_allotment);
    const { first, hotels } = await searchAll();
    expect(targetIn(hotels)).toMatchObject({ is_sold_out: true, rooms_available: 0 });
    expect(first.available_total).toBe(base.first.available_total - 1);
  });
});

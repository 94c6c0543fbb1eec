import { sql } from 'drizzle-orm';
import * as calendarRoute from '@/app/api/flight-service/v1/combo-search-month-v2/route';
import * as dealFlightsRoute from '@/app/api/flight-service/v1/deals/[dealId]/deal-flights/route';
import * as draftsRoute from '@/app/api/v2-hotel/redis/combo/route';
import * as draftRoute from '@/app/api/v2-hotel/redis/combo/[id]/route';
import { queryRows, type Db } from '@/lib/db/client';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { flightBasics, makeFlight, type TestFlight } from './flight-fixtures';

/** The combo routes as Next serves them. */
export const COMBO_ROUTES = {
  '/api/flight-service/v1/combo-search-month-v2': calendarRoute,
  '/api/flight-service/v1/deals/[dealId]/deal-flights': dealFlightsRoute,
  '/api/v2-hotel/redis/combo': draftsRoute,
  '/api/v2-hotel/redis/combo/[id]': draftRoute,
};

/** Two airports no seed flies between, so the only flights of the route are the test's. */
export const ORIGIN = 'ZQA';
export const DESTINATION = 'ZQB';

export type ComboWorld = { out: TestFlight; back: TestFlight; hotelId: number; roomTypeId: number };

/** The test route's airports and one daily flight each way (call before any search: routes are cached). */
export async function comboWorld(db: Db): Promise<ComboWorld> {
  await flightBasics(db);
  for (const [code, city] of [
    [ORIGIN, 'Sân bay Thử A'],
    [DESTINATION, 'Sân bay Thử B'],
  ] as const) {
    await db.execute(sql`insert into world_airports (airport_code, city_code, country_code, continent_code, airport_name_vi, airport_name_en, city_name_vi, city_name_en, country_name_vi, country_name_en, utc_offset_minutes, search_key)
      values (${code}, ${code}, 'VN', 'AS', ${city}, ${city}, ${city}, ${city}, 'Việt Nam', 'Vietnam', 420, ${code.toLowerCase()}) on conflict (airport_code) do nothing`);
  }
  const out = await makeFlight(db, { origin: ORIGIN, destination: DESTINATION, seats: 9 });
  const back = await makeFlight(db, { origin: DESTINATION, destination: ORIGIN, departMinute: 960, seats: 9 });
  const [room] = await queryRows<{ room_type_id: number; hotel_id: number }>(
    db,
    sql`select rt.id room_type_id, rt.hotel_id from room_types rt where exists (select 1 from rate_plans rp where rp.room_type_id = rt.id) and rt.default_allotment >= 3 order by rt.id limit 1`,
  );
  return { out, back, hotelId: room!.hotel_id, roomTypeId: room!.room_type_id };
}

let serial = 0;

/** A combo deal on sale now (or a voucher deal): departures from `validFrom` to `validTo`, `adults` adults from ORIGIN. */
export async function makeComboDeal(
  db: Db,
  world: ComboWorld,
  {
    type = 'combo',
    nights = 2,
    adults = 2,
    validFrom = addDays(todayIso(), 40),
    validTo = addDays(todayIso(), 70),
    quantity = 10,
    listPrice = 10_000_000,
    sellPrice = 9_000_000,
  } = {},
): Promise<{ dealId: number; priceId: number }> {
  serial += 1;
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`insert into deal_categories (type, slug, name_vi, name_en) values (${type}, ${`test-combo-${serial}-${Date.now()}`}, 'Combo thử', 'Test combo') returning id`,
  );
  const [deal] = await queryRows<{ id: number }>(
    db,
    sql`insert into deals (category_id, deal_type, name_vi, name_en, hotel_id, room_type_id, room_nights, destination_airport, quantity_total, sale_starts_at, sale_ends_at, valid_from, valid_to)
        values (${category!.id}, ${type}, ${`Combo thử ${serial}`}, ${`Test combo ${serial}`}, ${world.hotelId}, ${type === 'combo' ? world.roomTypeId : null}, ${nights}, ${type === 'combo' ? DESTINATION : null}, ${quantity},
                now() - interval '1 day', now() + interval '60 days', ${validFrom}, ${validTo}) returning id`,
  );
  const [price] = await queryRows<{ id: number }>(
    db,
    sql`insert into deal_prices (deal_id, name_vi, name_en, list_price, sell_price) values (${deal!.id}, 'Gói 2 người', 'Package for 2', ${listPrice}, ${sellPrice}) returning id`,
  );
  if (type === 'combo')
    await db.execute(
      sql`insert into deal_flights (deal_id, origin_airport, destination_airport, adult_number) values (${deal!.id}, ${ORIGIN}, ${DESTINATION}, ${adults})`,
    );
  return { dealId: deal!.id, priceId: price!.id };
}

export type Counts = { seatsSold: number; roomsSold: number; dealSold: number; orders: number };

/** What a combo purchase takes: seats sold on the test route, rooms sold of the room type, the deal's units, orders. */
export async function footprint(db: Db, world: ComboWorld, dealId: number): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    db,
    sql`select (select coalesce(sum(sold), 0)::int from flight_seat_inventory where fare_class_id in (${world.out.fareClassId}, ${world.back.fareClassId})) "seatsSold",
               (select coalesce(sum(sold), 0)::int from room_inventory where room_type_id = ${world.roomTypeId}) "roomsSold",
               (select quantity_sold from deals where id = ${dealId}) "dealSold",
               (select count(*)::int from orders) orders`,
  );
  return row!;
}

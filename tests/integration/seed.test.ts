import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { isSeeded, resetDatabase, seedDatabase } from '@/db/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const HOTELS = 300;

describe(`catalogue seed [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  const rows = <T>(query: string) => queryRows<T>(database.handle.db, sql.raw(query));
  const count = async (query: string) => Number((await rows<{ n: number }>(query))[0]?.n ?? -1);

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: HOTELS });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('seeds the region tree with the 63 Vietnamese provinces', async () => {
    expect(await count(`select count(*)::int n from regions where parent_id = 1`)).toBe(63);
    expect(await count(`select count(*)::int n from regions where parent_id = 1 and kind = 'city'`)).toBe(5);
    expect(await count(`select count(*)::int n from regions where kind = 'district'`)).toBeGreaterThan(300);
    expect(await count(`select count(*)::int n from regions where kind = 'area'`)).toBeGreaterThan(100);
  });

  it('seeds the requested hotels, each with room types, rate plans and images', async () => {
    expect(await isSeeded(database.handle)).toBe(true);
    expect(await count(`select count(*)::int n from hotels`)).toBe(HOTELS);
    expect(await count(`select count(*)::int n from hotels h where not exists (select 1 from room_types r where r.hotel_id = h.id)`)).toBe(
      0,
    );
    expect(
      await count(`select count(*)::int n from room_types r where not exists (select 1 from rate_plans p where p.room_type_id = r.id)`),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int n from hotels h where (select count(*) from hotel_images i where i.hotel_id = h.id and not i.is_360) < 5`,
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int n from hotels where country_code <> 'VN'`)).toBeGreaterThan(0);
  });

  it('writes sold-out and low-stock inventory', async () => {
    expect(await count(`select count(*)::int n from room_inventory where sold = allotment`)).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from room_inventory where sold > 0 and sold < allotment`)).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from room_inventory where held + sold > allotment`)).toBe(0);
  });

  it('keeps region hotel_count consistent with the hotels', async () => {
    for (const column of ['province_id', 'city_id', 'district_id', 'area_id']) {
      const mismatches = await count(`select count(*)::int n from regions r
        where r.kind <> 'country' and r.hotel_count <> (select count(*) from hotels h where h.${column} = r.id)
          and exists (select 1 from hotels h where h.${column} = r.id)`);
      expect(mismatches, column).toBe(0);
    }
    expect(await count(`select hotel_count n from regions where id = 1`)).toBe(
      await count(`select count(*)::int n from hotels where country_code = 'VN'`),
    );
    expect(await count(`select coalesce(sum(hotel_count), 0)::int n from regions where parent_id = 1`)).toBe(
      await count(`select count(*)::int n from hotels where country_code = 'VN'`),
    );
  });

  it('seeds airports, routes, airlines, banners, payment, currency and demo members', async () => {
    expect(await count(`select count(*)::int n from airports`)).toBe(21);
    // the network as flown (issue 37): 48 two-way domestic routes, every domestic airport on one, each route with flights
    expect(await count(`select count(*)::int n from airport_routes`)).toBe(96);
    expect(
      await count(`select count(*)::int n from airports a where not exists (select 1 from airport_routes r where r.origin = a.code)`),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int n from airport_routes r where not exists (select 1 from flight_schedules s where s.origin = r.origin and s.destination = r.destination)`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*)::int n from airports a join regions r on r.id = a.province_id and r.name_vi = a.province_name`),
    ).toBe(21);
    expect(await count(`select count(*)::int n from airlines`)).toBe(5);
    expect(await count(`select count(*)::int n from banners where position = 'home_slideshow' and active`)).toBe(5);
    expect(await count(`select count(*)::int n from banner_medias`)).toBe(28);
    expect(await count(`select count(*)::int n from banner_medias where alt_vi is null`)).toBeGreaterThan(0);
    expect(await count(`select count(*)::int n from payment_methods`)).toBe(6);
    expect(await count(`select count(*)::int n from banks`)).toBe(12);
    expect(await count(`select count(*)::int n from exchange_rates where currency = 'USD' and rate = 25400`)).toBe(1);
    expect(await count(`select count(*)::int n from users`)).toBe(3);
    expect(await count(`select count(*)::int n from loyalty_members where status = 'SUSPENSION_REQUESTED'`)).toBe(1);
  });

  it('moves the serial sequences past the seeded ids', async () => {
    const [room] = await rows<{ id: number }>(
      `insert into room_types (hotel_id, name, name_en, max_adults, size_m2, bed_options, default_allotment)
       values (1, 'Phòng thử', 'Test room', 2, 20, '[]', 1) returning id`,
    );
    expect(room!.id).toBeGreaterThan((await count(`select count(*)::int n from room_types`)) - 1);
    await rows(`delete from room_types where id = ${room!.id}`);
  });

  it('refuses to seed twice, and reseeds identically after a reset', async () => {
    await expect(seedDatabase(database.handle, { hotels: HOTELS })).rejects.toThrow(/already seeded/);
    const digest = () =>
      rows<{ h: string; p: string; i: string }>(`select
        (select md5(string_agg(t::text, '|' order by id)) from hotels t) h,
        (select md5(string_agg(t::text, '|' order by id)) from rate_plans t) p,
        (select md5(string_agg(t::text, '|' order by room_type_id, stay_date)) from room_inventory t) i`);
    const before = await digest();
    await resetDatabase(database.handle);
    expect(await isSeeded(database.handle)).toBe(false);
    await seedDatabase(database.handle, { hotels: HOTELS });
    expect(await digest()).toEqual(before);
  });
});

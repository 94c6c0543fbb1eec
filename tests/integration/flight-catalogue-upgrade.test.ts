import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFlightCatalogue } from '@/db/seed';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
const count = async (table: string) =>
  Number((await queryRows<{ n: number }>(database.handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
}, 120_000);
afterAll(async () => {
  await database.drop();
});

describe('a database seeded before flights', () => {
  it('gets the flight catalogue once at start, and a seeded one is left alone', async () => {
    const schedules = await count('flight_schedules');
    expect(schedules).toBeGreaterThan(300);
    expect(await ensureFlightCatalogue(database.handle)).toBe(0);
    // what a database seeded before migration 0006 holds: airports, routes and airlines, no flight catalogue
    await database.handle.exec(
      'TRUNCATE world_airports, airline_codes, passport_countries, flight_suggestions, fare_classes, flight_schedules, baggage_options RESTART IDENTITY CASCADE',
    );
    expect(await ensureFlightCatalogue(database.handle)).toBe(schedules);
    expect(await count('flight_schedules')).toBe(schedules);
    expect(await count('world_airports')).toBeGreaterThan(21);
    expect(await count('fare_classes')).toBeGreaterThan(schedules * 2);
    expect(await ensureFlightCatalogue(database.handle)).toBe(0);
  });

  it('gives a database seeded with the old network its new routes, places and names, once', async () => {
    const schedules = await count('flight_schedules');
    // the 18-pair network of before issue 37: no flight touches the twelve airports, fewer foreign airports, no places or Vietnamese names
    const NEW = sql`('HUI','VCA','VII','BMV','PXU','DIN','VCL','THD','TBB','VKG','CAH','VCS','PUS','KIX','SAI','VTE','SYD','MEL','CDG','FRA')`;
    const dropped = sql`(select id from flight_schedules where origin in ${NEW} or destination in ${NEW})`;
    await database.handle.db.execute(sql`delete from flight_seat_inventory where schedule_id in ${dropped}`);
    await database.handle.db.execute(sql`delete from fare_classes where schedule_id in ${dropped}`);
    await database.handle.db.execute(sql`delete from flight_schedules where origin in ${NEW} or destination in ${NEW}`);
    await database.handle.db.execute(sql`delete from airport_routes where origin in ${NEW} or destination in ${NEW}`);
    await database.handle.db.execute(
      sql`delete from world_airports where airport_code in ('PUS','KIX','SAI','VTE','SYD','MEL','CDG','FRA')`,
    );
    await database.handle.exec(
      `TRUNCATE flight_places; UPDATE airlines SET name_vi = ''; DELETE FROM flight_suggestions WHERE group_key = 'southern'`,
    );
    const left = await count('flight_schedules');
    expect(left).toBeLessThan(schedules - 100);
    const numbers = await queryRows<{ flight_number: string }>(
      database.handle.db,
      sql`select flight_number from flight_schedules where airline = 'VN'`,
    );
    const highest = Math.max(...numbers.map((n) => Number(n.flight_number.slice(2))));

    expect(await ensureFlightCatalogue(database.handle)).toBe(schedules - left);
    expect(await count('flight_schedules')).toBe(schedules);
    expect(await count('world_airports')).toBe(21 + 20);
    expect(await count('flight_places')).toBeGreaterThanOrEqual(25);
    expect(await count(`airlines where name_vi = ''`)).toBe(0);
    expect(await count(`flight_suggestions where group_key = 'southern'`)).toBeGreaterThan(0);
    expect(await count(`airport_routes where origin = 'DIN'`)).toBe(1);
    expect(await count(`flight_schedules s where not exists (select 1 from fare_classes f where f.schedule_id = s.id)`)).toBe(0);
    // new flights are numbered after the airline's highest: no number is reused (the unique index would refuse it)
    const added = await queryRows<{ flight_number: string }>(
      database.handle.db,
      sql`select flight_number from flight_schedules where origin = 'HAN' and destination = 'DIN'`,
    );
    expect(added.length).toBeGreaterThan(0);
    for (const { flight_number } of added) expect(Number(flight_number.slice(2))).toBeGreaterThan(highest);
    expect(await ensureFlightCatalogue(database.handle)).toBe(0);
    expect(await count('flight_schedules')).toBe(schedules);
  });
});

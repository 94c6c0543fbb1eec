import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFlightCatalogue } from '@/db/seed';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
const count = async (table: string) => Number((await queryRows<{ n: number }>(database.handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

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
    await database.handle.exec('TRUNCATE world_airports, airline_codes, passport_countries, flight_suggestions, fare_classes, flight_schedules, baggage_options RESTART IDENTITY CASCADE');
    expect(await ensureFlightCatalogue(database.handle)).toBe(schedules);
    expect(await count('flight_schedules')).toBe(schedules);
    expect(await count('world_airports')).toBeGreaterThan(21);
    expect(await count('fare_classes')).toBeGreaterThan(schedules * 2);
    expect(await ensureFlightCatalogue(database.handle)).toBe(0);
  });
});

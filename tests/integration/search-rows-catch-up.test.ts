import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSearchRows } from '@/features/hotel-search/server/refresh-search-rows';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// A database seeded before migration 0019 has lead_cheapest false on every search row: correct answers, every hotel
// priced over all its plans. The start-up catch-up derives it once; a database already derived is left alone.
describe('search rows catch up at start', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 40 });
  });
  afterAll(async () => {
    await database?.drop();
  });

  const settled = async () =>
    (await queryRows<{ n: number }>(database.handle.db, sql`select count(*)::int as n from hotel_search_rows where lead_cheapest`))[0]!.n;

  it('derives lead_cheapest when no row has it, and leaves derived rows alone', async () => {
    const seeded = await settled();
    expect(seeded).toBeGreaterThan(0);
    await database.handle.db.execute(sql`update hotel_search_rows set lead_cheapest = false`);
    expect(await settled()).toBe(0);
    await ensureSearchRows(database.handle);
    expect(await settled()).toBe(seeded);

    // one row flipped by hand stays flipped: nothing is refreshed while some row is settled
    await database.handle.db.execute(
      sql`update hotel_search_rows set lead_cheapest = false where hotel_id = (select min(hotel_id) from hotel_search_rows where lead_cheapest)`,
    );
    await ensureSearchRows(database.handle);
    expect(await settled()).toBe(seeded - 1);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelSearchQuerySchema } from '@/features/hotel-search/schemas';
import { searchHotels } from '@/features/hotel-search/server';
import { getDb, getReadDb, queryRows, setProcessDatabase } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const databaseName = async (read: boolean) =>
  (await queryRows<{ name: string }>(read ? await getReadDb() : await getDb(), sql`select current_database() as name`))[0]!.name;

/**
 * DATABASE_READ_URL: searches read the replica, everything else the primary. Two databases stand in for a
 * primary and its replica; the "replica" holds a smaller catalogue, so a search shows which one it read.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('a read replica [postgres]', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  const saved = { url: process.env.DATABASE_URL, read: process.env.DATABASE_READ_URL };
  const urlOf = async (db: TestDatabase) => {
    const [row] = await queryRows<{ name: string }>(db.handle.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    return url.toString();
  };

  beforeAll(async () => {
    primary = await createTestDatabase({ hotels: 60 });
    replica = await createTestDatabase({ hotels: 20 });
    process.env.DATABASE_URL = await urlOf(primary);
    process.env.DATABASE_READ_URL = await urlOf(replica);
    resetServerEnvCache();
    setProcessDatabase(undefined);
  }, 180_000);
  afterAll(async () => {
    process.env.DATABASE_URL = saved.url;
    process.env.DATABASE_READ_URL = saved.read;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    if (saved.read === undefined) delete process.env.DATABASE_READ_URL;
    resetServerEnvCache();
    // the two pools this test made the process open
    const pools = [await getDb(), await getReadDb()].map((db) => (db as unknown as { $client: { end: () => Promise<void> } }).$client);
    await Promise.all(pools.map((pool) => pool.end()));
    setProcessDatabase(undefined);
    await primary.drop();
    await replica.drop();
  });

  it('opens the replica for reads and the primary for the rest', async () => {
    expect(await databaseName(true)).toBe(new URL(process.env.DATABASE_READ_URL!).pathname.slice(1));
    expect(await databaseName(false)).toBe(new URL(process.env.DATABASE_URL!).pathname.slice(1));
  });

  it('answers a search from the replica', async () => {
    const result = await searchHotels(hotelSearchQuerySchema.parse({ countryCode: 'VN' }));
    const [onReplica] = await queryRows<{ n: number }>(
      replica.handle.db,
      sql`select count(*)::int as n from hotels where country_code = 'VN'`,
    );
    const [onPrimary] = await queryRows<{ n: number }>(
      primary.handle.db,
      sql`select count(*)::int as n from hotels where country_code = 'VN'`,
    );
    expect(onReplica!.n).not.toBe(onPrimary!.n);
    expect(result.total).toBe(onReplica!.n);
  });
});

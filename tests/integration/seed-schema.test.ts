import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredSchema } from '@/lib/db/bulk';
import { openDatabase, queryRows, type DatabaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The seed drops the bulk-loaded tables' indexes and keys and builds them again: the schema it leaves
// must be the one the migrations made. The reference is migrated in PGlite whatever the tested kind
// (NOT NULL rows of pg_constraint, which only PGlite's newer PostgreSQL has, are left out).
const HOTEL_TABLES = ['hotels', 'hotel_images', 'room_types', 'rate_plans', 'room_inventory'];

async function schemaOf(handle: DatabaseHandle): Promise<string[]> {
  const indexes = await queryRows<{ line: string }>(
    handle.db,
    sql`select tablename || ' ' || indexdef as line from pg_indexes where schemaname = current_schema()`,
  );
  const constraints = await queryRows<{ line: string }>(
    handle.db,
    sql`select c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) || ' ' || c.convalidated as line
        from pg_constraint c where c.connamespace = current_schema()::regnamespace and c.contype <> 'n'`,
  );
  return [...indexes, ...constraints].map((r) => r.line).sort();
}

describe('seed schema', () => {
  let database: TestDatabase;
  let migrated: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 40 });
    migrated = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(migrated);
  });
  afterAll(async () => {
    await migrated?.close();
    await database?.drop();
  });

  it('leaves every index and constraint the migrations made, after the bulk load', async () => {
    const expected = await schemaOf(migrated);
    expect(expected.some((line) => line.startsWith('hotel_search_rows hotel_search_rows_pkey PRIMARY KEY'))).toBe(true);
    expect(expected.some((line) => line.startsWith('hotel_search_terms CREATE UNIQUE INDEX hotel_search_terms_term_idx'))).toBe(true);
    expect(await schemaOf(database.handle)).toEqual(expected);
  });

  it('deferredSchema drops the secondary indexes and foreign keys (primary keys on request) and restores them as they were', async () => {
    const before = await schemaOf(migrated);
    await migrated.db.transaction(async (tx) => {
      const hotelTables = await deferredSchema(tx, HOTEL_TABLES);
      const terms = await deferredSchema(tx, ['hotel_search_terms', 'hotel_search_rows'], { primaryKeys: true });
      expect(hotelTables.drop).toContain('drop index hotels_search_key_idx');
      expect(hotelTables.drop).toContain('alter table room_types drop constraint room_types_hotel_id_hotels_id_fk');
      expect(terms.drop).toContain('alter table hotel_search_rows drop constraint hotel_search_rows_pkey');
      expect(terms.drop).toContain('drop index hotel_search_terms_term_idx');
      for (const statement of [...hotelTables.drop, ...terms.drop]) await tx.execute(sql.raw(statement));
      const left = await queryRows<{ name: string }>(
        tx,
        sql`select indexname as name from pg_indexes where schemaname = current_schema()
            and tablename in ('hotels', 'hotel_images', 'room_types', 'rate_plans', 'room_inventory', 'hotel_search_terms', 'hotel_search_rows')`,
      );
      // only the primary keys of the hotel tables stay (other tables' foreign keys refer to them)
      expect(left.map((r) => r.name).sort()).toEqual([
        'hotel_images_pkey',
        'hotels_pkey',
        'rate_plans_pkey',
        'room_inventory_room_type_id_stay_date_pk',
        'room_types_pkey',
      ]);
      for (const statement of [...hotelTables.restore, ...terms.restore]) await tx.execute(sql.raw(statement));
    });
    expect(await schemaOf(migrated)).toEqual(before);
  });
});

import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, setProcessDatabase, type DatabaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { seedDatabase } from '@/db/seed';

export type TestDatabase = { handle: DatabaseHandle; kind: 'pglite' | 'postgres'; drop: () => Promise<void> };

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated and seeded database for one test file, made the process-wide database.
 * PGlite: in memory. PostgreSQL: a new database on the TEST_DATABASE_URL server, dropped by drop().
 */
export async function createTestDatabase({ hotels = 120 }: { hotels?: number } = {}): Promise<TestDatabase> {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `it_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    handle = await openDatabase({ url: withDatabase(adminUrl(), name) });
    dropDatabase = async () => {
      const client = new Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    handle = await openDatabase({ dataDir: 'memory://' });
  }
  await migrateDatabase(handle);
  await seedDatabase(handle, { hotels, log: () => {} });
  setProcessDatabase(handle);
  return {
    handle,
    kind,
    drop: async () => {
      setProcessDatabase(undefined);
      await handle.close();
      await dropDatabase();
    },
  };
}

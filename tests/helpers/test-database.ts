import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase, setProcessDatabase, type DatabaseHandle } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { todayIso } from '@/lib/dates/product-date';
import { seedDatabase } from '@/db/seed';
import { pgliteTemplateDir as templateDir, postgresTemplatePrefix as templatePrefix } from './test-database-paths';

export type TestDatabase = { handle: DatabaseHandle; kind: 'pglite' | 'postgres'; drop: () => Promise<void> };

/** Set once per `vitest run` by vitest.config.mts: templates are made fresh in each run, never reused across code changes. */
const runId = () => process.env.TEST_RUN_ID ?? `p${process.pid}`;

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

/** The seed depends on its hotel count and on the day (stays and sale windows are relative to today). */
const templateKey = (hotels: number) => `h${hotels}_${todayIso().replaceAll('-', '')}`;

async function migrateAndSeed(handle: DatabaseHandle, hotels: number): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle, { hotels, log: () => {} });
}

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The run's migrated and seeded template for `hotels`, made by the first worker that needs it (an advisory lock
 * makes the others wait), then cloned per test file: a copy costs a fraction of a migration and a seed.
 */
async function postgresTemplate(hotels: number): Promise<string> {
  const name = `${templatePrefix(runId())}${templateKey(hotels)}`;
  const lockKey = createHash('sha256').update(name).digest().readInt32BE(0);
  return withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        await admin.query(`CREATE DATABASE ${name}`);
        const handle = await openDatabase({ url: withDatabase(adminUrl(), name) });
        try {
          await migrateAndSeed(handle, hotels);
        } catch (error) {
          await handle.close();
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          throw error;
        }
        await handle.close();
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  });
}

/** The run's PGlite template for `hotels` as a data-directory dump; two workers may both make it, the last write wins. */
async function pgliteTemplate(hotels: number): Promise<Blob> {
  const dir = templateDir(runId());
  const file = path.join(dir, `${templateKey(hotels)}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateAndSeed(handle, hotels);
      const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A fresh, migrated and seeded database for one test file, made the process-wide database.
 * PGlite: in memory. PostgreSQL: a new database on the TEST_DATABASE_URL server, dropped by drop().
 * Both start from the run's template for that hotel count, so each file still gets its own database.
 */
export async function createTestDatabase({ hotels = 120 }: { hotels?: number } = {}): Promise<TestDatabase> {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const template = await postgresTemplate(hotels);
    const name = `it_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    handle = await openDatabase({ url: withDatabase(adminUrl(), name) });
    dropDatabase = () => withAdmin(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  } else {
    handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate(hotels) });
  }
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

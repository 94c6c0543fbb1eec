import 'server-only';
import path from 'node:path';
import { queryRows, type DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, config);
  }
}

/** Number of migration files not yet applied (0 = current). */
export async function pendingMigrations(handle: DatabaseHandle): Promise<number> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const { sql } = await import('drizzle-orm');
  try {
    const rows = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = Number(rows[0]?.n ?? 0);
    return Math.max(0, files.length - applied);
  } catch {
    return files.length;
  }
}

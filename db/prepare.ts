import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { getDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { ensureSearchRows } from '@/features/hotel-search/seed';
import { ensureContentPosts } from '@/features/content/seed';
import { ensureDealCatalogue, ensureFlightCatalogue, isSeeded, seedDatabase } from './seed';

/**
 * Applies pending migrations; seeds the catalogue when the database is empty and AUTO_SEED allows it
 * (default: on for the embedded PGlite, off for a PostgreSQL server).
 */
export async function prepareDatabase(): Promise<void> {
  const env = serverEnv();
  const handle = await getDatabase();
  const started = Date.now();
  await migrateDatabase(handle);
  const autoSeed = env.AUTO_SEED ?? handle.kind === 'pglite';
  if (autoSeed && !(await isSeeded(handle))) {
    logger().info({ hotels: env.SEED_HOTELS }, 'empty database: seeding the catalogue');
    await seedDatabase(handle, { hotels: env.SEED_HOTELS, log: (msg) => logger().info(msg) });
  }
  await ensureSearchRows(handle);
  const schedules = await ensureFlightCatalogue(handle);
  if (schedules > 0) logger().info({ schedules }, 'flight catalogue added to a database seeded before flights');
  const dealCount = await ensureDealCatalogue(handle);
  if (dealCount > 0) logger().info({ deals: dealCount }, 'deal catalogue added to a database seeded before deals');
  const posts = (await isSeeded(handle)) ? await ensureContentPosts(handle) : 0;
  if (posts > 0) logger().info({ posts }, 'promotions, posts and articles added to a database seeded before them');
  logger().info({ kind: handle.kind, ms: Date.now() - started }, 'database ready');
}

import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { databaseTrouble, retryDelayMs, rootMessage, setDatabaseStarting } from '@/lib/db/availability';
import { getDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { ensureSearchRows } from '@/features/hotel-search/seed';
import { ensureContentPosts } from '@/features/content/seed';
import { ensureDealCatalogue, ensureFlightCatalogue, isSeeded, seedDatabase } from './seed';

/**
 * Applies pending migrations; seeds the catalogue when the database is empty and AUTO_SEED allows it
 * (default: on for the embedded PGlite, off for a PostgreSQL server).
 */
async function prepareDatabase(): Promise<void> {
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
  if (schedules > 0)
    logger().info({ schedules }, 'flight schedules added at start (a database seeded before flights, or before the whole network)');
  const dealCount = await ensureDealCatalogue(handle);
  if (dealCount > 0) logger().info({ deals: dealCount }, 'deal catalogue added to a database seeded before deals');
  const posts = (await isSeeded(handle)) ? await ensureContentPosts(handle) : 0;
  if (posts > 0)
    logger().info({ posts }, 'promotions, posts and articles added (or template guides rewritten) in a database seeded before them');
  logger().info({ kind: handle.kind, ms: Date.now() - started }, 'database ready');
}

/**
 * prepareDatabase until it succeeds, waiting 0.5 s doubling to `maxDelayMs` between attempts: a server started
 * while its database is away serves 503s (lib/db/availability.ts) and becomes ready when the database answers,
 * without a restart. Resolves once prepared.
 */
export async function prepareDatabaseWhenReachable(maxDelayMs = 15_000): Promise<void> {
  setDatabaseStarting(true);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await prepareDatabase();
      setDatabaseStarting(false);
      if (attempt > 0) logger().info({ attempts: attempt + 1 }, 'database reachable again: serving');
      return;
    } catch (error) {
      const retryInMs = retryDelayMs(attempt, 500, maxDelayMs);
      if (databaseTrouble(error) === null) logger().error({ err: error, attempt: attempt + 1, retryInMs }, 'database preparation failed');
      else
        logger().warn({ err: rootMessage(error), attempt: attempt + 1, retryInMs }, 'database unreachable: answering 503 until it answers');
      await new Promise((resolve) => setTimeout(resolve, retryInMs).unref());
    }
  }
}

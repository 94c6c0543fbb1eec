import 'server-only';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { seedAuth } from '@/features/auth/seed';
import { seedSso } from '@/features/sso/seed';
import { hotels } from '@/features/hotels/db';
import { seedContent } from '@/features/content/seed';
import { seedCurrency } from '@/features/currency/seed';
import { dealCategories } from '@/features/deals/db';
import { seedDealCatalogue, seedDeals } from '@/features/deals/seed';
import { seedFlightCatalogue, seedFlights } from '@/features/flights/seed';
import { catchUpFlightNetwork } from '@/features/flights/seed-network';
import { worldAirports } from '@/features/flights/db';
import { seedLoyalty } from '@/features/loyalty/seed';
import { seedSearchData } from '@/features/hotel-search/seed';
import { seedHotels, type HotelSeedStats } from '@/features/hotels/seed';
import { seedPayment } from '@/features/payment/seed';
import { seedOrders } from '@/features/orders/seed';
import { seedRegions, updateRegionStats } from '@/features/regions/seed';
import { createRandom } from '@/lib/random';
import type { DatabaseHandle } from '@/lib/db/client';
import type { SeedContext } from '@/lib/db/seed-context';
import * as schema from './schema';

/** Fixed root seed: two runs with the same hotel count write the same catalogue. */
const SEED = 20_260_101;
const DEFAULT_SEED_HOTELS = 10_000;

export type SeedOptions = { hotels?: number; reset?: boolean; log?: (msg: string) => void };
export type SeedResult = HotelSeedStats & { seconds: number };

/** true when the catalogue has been seeded (the hotels table is non-empty). */
export async function isSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: hotels.id }).from(hotels).limit(1);
  return rows.length > 0;
}

/**
 * A database seeded before flights existed gets the flight catalogue once (at start): the schedules of a fresh
 * seed's shape, from a fixed seed of their own. One seeded with an older network gets what it lacks (routes and
 * their schedules, foreign airports, places, airline names: catchUpFlightNetwork). Answers how many schedules it
 * added (0: nothing to do).
 */
export async function ensureFlightCatalogue(handle: DatabaseHandle): Promise<number> {
  if (!(await isSeeded(handle))) return 0;
  const [known] = await handle.db.select({ id: worldAirports.id }).from(worldAirports).limit(1);
  const root = createRandom(SEED);
  const added = known ? 0 : await seedFlightCatalogue(handle.db, root.fork('flights-catch-up'));
  return added + (await catchUpFlightNetwork(handle.db, root.fork('flights-network-catch-up')));
}

/** A database seeded before deals existed gets the deal catalogue once (at start). Answers how many deals it added. */
export async function ensureDealCatalogue(handle: DatabaseHandle): Promise<number> {
  if (!(await isSeeded(handle))) return 0;
  const [known] = await handle.db.select({ id: dealCategories.id }).from(dealCategories).limit(1);
  if (known) return 0;
  return seedDeals(handle.db);
}

/** Empties every table of the schema and restarts their sequences. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => `"${getTableName(table as PgTable)}"`);
  // TRUNCATE ... RESTART IDENTITY CASCADE of every table at once: the builder has no TRUNCATE
  await handle.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}

/**
 * Seeds the whole catalogue: regions, hotels (streamed in batches) and their region counts,
 * banners, exchange rate, airports, payment methods and demo members. Refuses a seeded database
 * unless reset is set.
 */
export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const print = options.log ?? (() => {});
  // every phase's line says how long the seed has run, so a long seed is seen moving
  const log = (msg: string) => print(`${msg} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (options.reset) await resetDatabase(handle);
  else if (await isSeeded(handle)) throw new Error('The database is already seeded (hotels is not empty); reset it first.');

  const ctx: SeedContext = {
    handle,
    rng: createRandom(SEED),
    hotelCount: options.hotels ?? DEFAULT_SEED_HOTELS,
    log,
  };
  await seedRegions(ctx);
  const stats = await seedHotels(ctx);
  await updateRegionStats(ctx);
  await seedSearchData(ctx);
  await seedContent(ctx);
  await seedCurrency(ctx);
  await seedFlights(ctx);
  await seedDealCatalogue(ctx);
  await seedPayment(ctx);
  await seedOrders(ctx);
  await seedSso(ctx);
  await seedAuth(ctx);
  await seedLoyalty(ctx);
  // planner statistics for the freshly loaded tables (PGlite too: its estimates were 10x off without), and the
  // visibility map, so the search's inventory index and the sitemap and suggest indexes are read index-only
  await handle.exec('VACUUM ANALYZE');
  log('vacuum analyze: visibility map and planner statistics updated');
  return { ...stats, seconds: (Date.now() - started) / 1000 };
}

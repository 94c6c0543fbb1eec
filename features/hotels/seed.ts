import 'server-only';
import { sql } from 'drizzle-orm';
import { hotelImages, hotels, ratePlans, roomInventory, roomTypes } from '@/features/hotels/db';
import { regionTree } from '@/features/regions/seed';
import { copyRows, deferredSchema, emptiedForLoad, syncSerial } from '@/lib/db/bulk';
import type { BulkTransaction } from '@/lib/db/client';
import type { SeedContext } from '@/lib/db/seed-context';
import { createHotelGenerator, type HotelBundle, type IdCounters } from './seed/hotel';
import { todayInVietnam } from './seed/inventory';

/** Hotels generated and inserted per statement: bounded memory whatever the total. */
const HOTEL_BATCH = 1000;
/** Hotels generated between two turns of the event loop, so the previous batch's inserts go on meanwhile. */
const GENERATE_SLICE = 50;
const HOTEL_TABLES = ['hotels', 'hotel_images', 'room_types', 'rate_plans', 'room_inventory'];

export type HotelSeedStats = { hotels: number; images: number; roomTypes: number; ratePlans: number; inventory: number };

type Generate = (id: number, ids: IdCounters) => HotelBundle;

/** Hotels first..last, yielding to the event loop every GENERATE_SLICE hotels. */
async function generateBatch(generate: Generate, ids: IdCounters, first: number, last: number): Promise<HotelBundle[]> {
  const batch: HotelBundle[] = [];
  for (let id = first; id <= last; id++) {
    batch.push(generate(id, ids));
    if (id % GENERATE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return batch;
}

async function insertBatch(tx: BulkTransaction, batch: readonly HotelBundle[], stats: HotelSeedStats): Promise<void> {
  const hotelRows = batch.map((b) => b.hotel);
  const imageRows = batch.flatMap((b) => b.images);
  const roomRows = batch.flatMap((b) => b.roomTypes);
  const planRows = batch.flatMap((b) => b.ratePlans);
  const inventoryRows = batch.flatMap((b) => b.inventory);
  const frozen = { freeze: true };
  await copyRows(tx, hotels, hotelRows, frozen);
  await copyRows(tx, hotelImages, imageRows, frozen);
  await copyRows(tx, roomTypes, roomRows, frozen);
  await copyRows(tx, ratePlans, planRows, frozen);
  await copyRows(tx, roomInventory, inventoryRows, frozen);
  stats.hotels += hotelRows.length;
  stats.images += imageRows.length;
  stats.roomTypes += roomRows.length;
  stats.ratePlans += planRows.length;
  stats.inventory += inventoryRows.length;
}

/**
 * ctx.hotelCount hotels (ids 1..N) with images, room types, rate plans and sparse inventory, in one
 * transaction: the tables (empty: the seed runs on an empty or reset catalogue) are emptied again with those that
 * reference them, so COPY writes their rows frozen; their secondary indexes and foreign keys are dropped, the
 * hotels streamed in batches of HOTEL_BATCH with COPY (the next batch generated while the previous one is
 * written), then the indexes built and the keys checked once. A failure rolls all of it back, the schema included.
 */
export async function seedHotels(ctx: SeedContext): Promise<HotelSeedStats> {
  const tree = await regionTree();
  const today = todayInVietnam();
  const generate = createHotelGenerator(tree, ctx.rng.fork('hotels'), today);
  const ids: IdCounters = { image: 1, roomType: 1, ratePlan: 1 };
  const stats: HotelSeedStats = { hotels: 0, images: 0, roomTypes: 0, ratePlans: 0, inventory: 0 };

  await ctx.handle.bulkTransaction(async (tx) => {
    const { db } = tx;
    await db.execute(sql`set local synchronous_commit = off`);
    await db.execute(sql`set local maintenance_work_mem = '256MB'`);
    await emptiedForLoad(db, HOTEL_TABLES);
    const schema = await deferredSchema(db, HOTEL_TABLES);
    for (const statement of schema.drop) await db.execute(sql.raw(statement));

    let batch = await generateBatch(generate, ids, 1, Math.min(ctx.hotelCount, HOTEL_BATCH));
    while (batch.length > 0) {
      const last = batch[batch.length - 1]!.hotel.id;
      const next = Math.min(ctx.hotelCount, last + HOTEL_BATCH);
      [, batch] = await Promise.all([insertBatch(tx, batch, stats), generateBatch(generate, ids, last + 1, next)]);
      if (last % 10_000 === 0 || last === ctx.hotelCount) ctx.log(`hotels: ${last}/${ctx.hotelCount}`);
    }

    for (const statement of schema.restore) await db.execute(sql.raw(statement));
    ctx.log('hotels: indexes built, foreign keys checked');
    await syncSerial(db, 'hotel_images');
    await syncSerial(db, 'room_types');
    await syncSerial(db, 'rate_plans');
  });
  return stats;
}

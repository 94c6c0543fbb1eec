import 'server-only';
import { hotelImages, hotels, ratePlans, roomInventory, roomTypes } from '@/features/hotels/db';
import { regionTree } from '@/features/regions/seed';
import { insertChunks, syncSerial } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';
import { createHotelGenerator, type HotelBundle, type IdCounters } from './seed/hotel';
import { todayInVietnam } from './seed/inventory';

/** Hotels generated and inserted per transaction: bounded memory whatever the total. */
const HOTEL_BATCH = 1000;

export type HotelSeedStats = { hotels: number; images: number; roomTypes: number; ratePlans: number; inventory: number };

/**
 * ctx.hotelCount hotels (ids 1..N) with images, room types, rate plans and sparse inventory,
 * streamed in batches of HOTEL_BATCH hotels, one transaction per batch.
 */
export async function seedHotels(ctx: SeedContext): Promise<HotelSeedStats> {
  const tree = await regionTree();
  const today = todayInVietnam();
  const generate = createHotelGenerator(tree, ctx.rng.fork('hotels'), today);
  const ids: IdCounters = { image: 1, roomType: 1, ratePlan: 1 };
  const stats: HotelSeedStats = { hotels: 0, images: 0, roomTypes: 0, ratePlans: 0, inventory: 0 };
  const started = Date.now();

  for (let first = 1; first <= ctx.hotelCount; first += HOTEL_BATCH) {
    const last = Math.min(ctx.hotelCount, first + HOTEL_BATCH - 1);
    const batch: HotelBundle[] = [];
    for (let id = first; id <= last; id++) batch.push(generate(id, ids));
    const hotelRows = batch.map((b) => b.hotel);
    const imageRows = batch.flatMap((b) => b.images);
    const roomRows = batch.flatMap((b) => b.roomTypes);
    const planRows = batch.flatMap((b) => b.ratePlans);
    const inventoryRows = batch.flatMap((b) => b.inventory);

    await ctx.handle.db.transaction(async (tx) => {
      await insertChunks(tx, hotels, hotelRows, 1000);
      await insertChunks(tx, hotelImages, imageRows, 2000);
      await insertChunks(tx, roomTypes, roomRows, 1000);
      await insertChunks(tx, ratePlans, planRows, 1000);
      await insertChunks(tx, roomInventory, inventoryRows, 2000);
    });
    stats.hotels += hotelRows.length;
    stats.images += imageRows.length;
    stats.roomTypes += roomRows.length;
    stats.ratePlans += planRows.length;
    stats.inventory += inventoryRows.length;
    if (last % 10_000 === 0 || last === ctx.hotelCount) {
      ctx.log(`hotels: ${last}/${ctx.hotelCount} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  }

  const { db } = ctx.handle;
  await syncSerial(db, 'hotel_images');
  await syncSerial(db, 'room_types');
  await syncSerial(db, 'rate_plans');
  return stats;
}

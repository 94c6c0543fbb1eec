import { fc } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@/lib/dates/product-date';
import { queryRows, type Db } from '@/lib/db/client';
import { freeRooms, holdRooms, roomTypesOf, sellRooms } from './inventory';

const HOLDS = 200;
const WHOLE_HOTELS = 80;

/**
 * Takes rooms so that sold-out and rooms left vary across searches, deterministically for a seed:
 * partial holds and sales on the most popular hotels' room types over 0..120 days, every room of some
 * hotels on one night, and on `busyNight` two hotels in three sold out.
 */
export async function occupyInventory(db: Db, today: string, busyNight: string, seed: number): Promise<void> {
  const popular = (await queryRows<{ id: number }>(db, sql`select id from hotels order by popularity desc, id limit 400`)).map((r) => r.id);
  const holds = fc.sample(
    fc.record({
      hotel: fc.constantFrom(...popular),
      pick: fc.nat(),
      start: fc.integer({ min: 0, max: 120 }),
      nights: fc.integer({ min: 1, max: 4 }),
      rooms: fc.integer({ min: 1, max: 6 }),
      sell: fc.boolean(),
    }),
    { seed, numRuns: HOLDS },
  );
  for (const hold of holds) {
    const roomTypes = await roomTypesOf(db, [hold.hotel]);
    const roomType = roomTypes[hold.pick % roomTypes.length]!;
    const nights = Array.from({ length: hold.nights }, (_, i) => addDays(today, hold.start + i));
    const rooms = Math.min(hold.rooms, await freeRooms(db, roomType, nights));
    if (rooms > 0) await (hold.sell ? sellRooms : holdRooms)(db, roomType, nights, rooms);
  }

  const wholeHotels = fc.sample(fc.record({ hotel: fc.constantFrom(...popular), start: fc.integer({ min: 0, max: 60 }) }), {
    seed: seed + 1,
    numRuns: WHOLE_HOTELS,
  });
  for (const { hotel, start } of wholeHotels) {
    const night = addDays(today, start);
    for (const roomType of await roomTypesOf(db, [hotel])) {
      const free = await freeRooms(db, roomType, [night]);
      if (free > 0) await holdRooms(db, roomType, [night], free);
    }
  }

  // sales as a set: every room of two hotels in three sold on the busy night
  await db.execute(sql`
    insert into room_inventory (room_type_id, hotel_id, province_id, default_allotment, stay_date, allotment, held, sold)
    select rt.id, rt.hotel_id, h.province_id, rt.default_allotment, ${busyNight}::date, rt.default_allotment, 0, rt.default_allotment
    from room_types rt join hotels h on h.id = rt.hotel_id where rt.hotel_id % 3 <> 0
    on conflict (room_type_id, stay_date) do update set sold = room_inventory.allotment - room_inventory.held`);
}

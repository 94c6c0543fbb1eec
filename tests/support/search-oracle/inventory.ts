import { and, eq, inArray, sql } from 'drizzle-orm';
import { applyInventory, type InventoryChange } from '@/features/booking/server/inventory';
import { roomInventory } from '@/features/hotels/db';
import { queryRows, type Db } from '@/lib/db/client';

export type RoomTypeRow = { id: number; hotel_id: number; default_allotment: number };

export const roomTypesOf = (db: Db, hotelIds: readonly number[]) =>
  queryRows<RoomTypeRow>(
    db,
    sql`select id, hotel_id, default_allotment from room_types where hotel_id in (${sql.join(
      hotelIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`,
  );

/** The fewest free rooms of a room type over some nights; a night without an inventory row has the default allotment free. */
export async function freeRooms(db: Db, roomType: RoomTypeRow, nights: readonly string[]): Promise<number> {
  const [row] = await queryRows<{ rows: number; free: number | null }>(
    db,
    sql`select count(*)::int as rows, min(allotment - held - sold)::int as free from room_inventory
        where room_type_id = ${roomType.id} and stay_date in (${sql.join(
          nights.map((n) => sql`${n}`),
          sql`, `,
        )})`,
  );
  const fewest = row?.free ?? roomType.default_allotment;
  return row && row.rows < nights.length ? Math.min(fewest, roomType.default_allotment) : fewest;
}

/**
 * Holds (`rooms` > 0) or releases (`rooms` < 0) rooms of a room type on some nights with the booking
 * code's own inventory update (features/booking applyInventory); a night short of free rooms throws and
 * rolls the whole change back, as a refused booking does.
 */
export async function holdRooms(db: Db, roomType: RoomTypeRow, nights: readonly string[], rooms: number): Promise<void> {
  const changes: InventoryChange[] = nights.map((stayDate) => ({
    roomTypeId: roomType.id,
    stayDate,
    allotment: roomType.default_allotment,
    take: Math.max(rooms, 0),
    release: Math.max(-rooms, 0),
  }));
  await db.transaction(async (tx) => {
    const refused = await applyInventory(tx, changes);
    if (refused.length) throw new Error(`room type ${roomType.id}: no ${rooms} free rooms on ${refused.map((r) => r.stayDate).join(', ')}`);
  });
}

/** Sells rooms as an order does: held first, then moved from held to sold (features/orders createOrder). */
export async function sellRooms(db: Db, roomType: RoomTypeRow, nights: readonly string[], rooms: number): Promise<void> {
  await holdRooms(db, roomType, nights, rooms);
  await db
    .update(roomInventory)
    .set({ held: sql`${roomInventory.held} - ${rooms}`, sold: sql`${roomInventory.sold} + ${rooms}` })
    .where(and(eq(roomInventory.roomTypeId, roomType.id), inArray(roomInventory.stayDate, [...nights])));
}

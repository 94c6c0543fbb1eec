import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { roomInventory } from '@/features/hotels/db';
import type { RoomNight, Tx } from './inventory';

export type SoldRoomNight = RoomNight & { rooms: number };

/**
 * Rooms sold straight to an order in its transaction (a combo: no hold first), one row at a time in (room type,
 * night) order (no deadlock): the missing row is made from the room type's default allotment, then rooms are sold
 * only while allotment - held - sold covers them. Answers the nights that refused; the caller rolls back.
 */
export async function takeSoldRooms(tx: Tx, nights: readonly SoldRoomNight[]): Promise<RoomNight[]> {
  const sorted = [...nights].sort((a, b) => a.roomTypeId - b.roomTypeId || a.stayDate.localeCompare(b.stayDate));
  const refused: RoomNight[] = [];
  for (const night of sorted) {
    // raw: the new row copies its room type's hotel, province and default (insert ... select)
    await tx.execute(
      sql`insert into room_inventory (room_type_id, hotel_id, province_id, default_allotment, stay_date, allotment)
          select rt.id, rt.hotel_id, h.province_id, rt.default_allotment, ${night.stayDate}, rt.default_allotment
          from room_types rt join hotels h on h.id = rt.hotel_id where rt.id = ${night.roomTypeId}
          on conflict do nothing`,
    );
    const [taken] = await tx
      .update(roomInventory)
      // raw: the free-room condition is arithmetic over three columns of the locked row
      .set({ sold: sql`${roomInventory.sold} + ${night.rooms}` })
      .where(
        and(
          eq(roomInventory.roomTypeId, night.roomTypeId),
          eq(roomInventory.stayDate, night.stayDate),
          sql`${roomInventory.allotment} - ${roomInventory.held} - ${roomInventory.sold} >= ${night.rooms}`,
        ),
      )
      .returning({ sold: roomInventory.sold });
    if (!taken) refused.push({ roomTypeId: night.roomTypeId, stayDate: night.stayDate });
  }
  return refused;
}

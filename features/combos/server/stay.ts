import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import { roomInventory, roomTypes } from '@/features/hotels/db';
import { addDays } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import type { Tx } from './combo-deal';

/** Rooms free per night of a room type from `from` to `to` (both included); a night with no row has the default allotment. */
export async function freeRoomsBetween(db: Db | Tx, roomTypeId: number, from: string, to: string): Promise<(date: string) => number> {
  const [room] = await db
    .select({ defaultAllotment: roomTypes.defaultAllotment })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId))
    .limit(1);
  const rows = await db
    .select({ stayDate: roomInventory.stayDate, allotment: roomInventory.allotment, held: roomInventory.held, sold: roomInventory.sold })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), gte(roomInventory.stayDate, from), lte(roomInventory.stayDate, to)));
  const free = new Map(rows.map((r) => [r.stayDate, r.allotment - r.held - r.sold]));
  const fallback = room?.defaultAllotment ?? 0;
  return (date) => free.get(date) ?? fallback;
}

/** Whether one room is free on every night of a stay. */
export const roomFreeForStay = (freeOn: (date: string) => number, checkIn: string, nights: number) =>
  Array.from({ length: nights }, (_, i) => addDays(checkIn, i)).every((night) => freeOn(night) >= 1);

import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { roomInventory } from '@/features/hotels/db';
import type { Db } from '@/lib/db/client';
import { bookingHolds } from '../db';

/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type RoomNight = { roomTypeId: number; stayDate: string };
/** What a transaction gives back to one inventory row and takes from it. */
export type InventoryChange = RoomNight & { release: number; take: number; allotment: number };

const keyOf = ({ roomTypeId, stayDate }: RoomNight) => `${roomTypeId}|${stayDate}`;

/** Adds changes to a map keyed by room type and night (several lines may share a room type). */
export function mergeChanges(into: Map<string, InventoryChange>, changes: readonly InventoryChange[]): Map<string, InventoryChange> {
  for (const change of changes) {
    const current = into.get(keyOf(change));
    if (current) {
      current.release += change.release;
      current.take += change.take;
      current.allotment = Math.max(current.allotment, change.allotment);
    } else into.set(keyOf(change), { ...change });
  }
  return into;
}

/** The holds of some requests as releases (their rows are then deleted). */
export async function releaseHoldsOf(tx: Tx, requestIds: readonly string[]): Promise<InventoryChange[]> {
  if (requestIds.length === 0) return [];
  const holds = await tx
    .delete(bookingHolds)
    .where(inArray(bookingHolds.bookingRequestId, [...requestIds]))
    .returning();
  return holds.map((h) => ({ roomTypeId: h.roomTypeId, stayDate: h.stayDate, release: h.rooms, take: 0, allotment: 0 }));
}

/**
 * Applies every change one row at a time in (room_type_id, stay_date) order, so two transactions never
 * wait on each other's rows in opposite orders (no deadlock). A take inserts the missing row from the
 * default allotment, then takes rooms only while allotment - held - sold covers them. Returns the room
 * nights that could not be taken; the caller rolls back when there is any.
 */
export async function applyInventory(tx: Tx, changes: Iterable<InventoryChange>): Promise<RoomNight[]> {
  const sorted = [...changes].sort((a, b) => a.roomTypeId - b.roomTypeId || a.stayDate.localeCompare(b.stayDate));
  const refused: RoomNight[] = [];
  for (const change of sorted) {
    const row = and(eq(roomInventory.roomTypeId, change.roomTypeId), eq(roomInventory.stayDate, change.stayDate));
    const net = change.take - change.release;
    if (change.take > 0) {
      // raw: the new row copies its room type's hotel, province and default (insert ... select)
      await tx.execute(
        sql`insert into room_inventory (room_type_id, hotel_id, province_id, default_allotment, stay_date, allotment)
            select rt.id, rt.hotel_id, h.province_id, rt.default_allotment, ${change.stayDate}, ${change.allotment}
            from room_types rt join hotels h on h.id = rt.hotel_id where rt.id = ${change.roomTypeId}
            on conflict do nothing`,
      );
    }
    if (net > 0) {
      // raw: the free-room condition is arithmetic over three columns of the locked row
      const [taken] = await tx
        .update(roomInventory)
        .set({ held: sql`${roomInventory.held} + ${net}` })
        .where(and(row, sql`${roomInventory.allotment} - ${roomInventory.held} - ${roomInventory.sold} >= ${net}`))
        .returning({ held: roomInventory.held });
      if (!taken) refused.push({ roomTypeId: change.roomTypeId, stayDate: change.stayDate });
    } else if (net < 0) {
      // raw: a relative decrement of the row's own column
      await tx
        .update(roomInventory)
        .set({ held: sql`${roomInventory.held} - ${-net}` })
        .where(row);
    }
  }
  return refused;
}

/**
 * Rooms this request could have had per room type (the fewest over its nights), read after a refused pass:
 * a row the pass took from counts what it took back in, a refused row what the request would have released.
 */
export async function roomsLeft(tx: Tx, changes: readonly InventoryChange[], refused: readonly RoomNight[]): Promise<Map<number, number>> {
  const refusedKeys = new Set(refused.map(keyOf));
  const left = new Map<number, number>();
  if (changes.length === 0) return left;
  // one read of every row concerned (a superset: these room types on these nights)
  const rows = await tx
    .select({
      roomTypeId: roomInventory.roomTypeId,
      stayDate: roomInventory.stayDate,
      allotment: roomInventory.allotment,
      held: roomInventory.held,
      sold: roomInventory.sold,
    })
    .from(roomInventory)
    .where(
      and(
        inArray(roomInventory.roomTypeId, [...new Set(changes.map((c) => c.roomTypeId))]),
        inArray(roomInventory.stayDate, [...new Set(changes.map((c) => c.stayDate))]),
      ),
    );
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  for (const change of changes) {
    const row = byKey.get(keyOf(change));
    const freeNow = row ? row.allotment - row.held - row.sold : change.allotment;
    const free = freeNow + (refusedKeys.has(keyOf(change)) ? change.release : change.take);
    left.set(change.roomTypeId, Math.max(0, Math.min(left.get(change.roomTypeId) ?? Infinity, free)));
  }
  return left;
}

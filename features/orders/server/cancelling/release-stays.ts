import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { roomInventory } from '@/features/hotels/db';
import { orderFlightSeats, orderStays } from '../../db';
import type { Tx } from '../transition';

/**
 * Gives an order's sold rooms back to inventory exactly once (the stays not yet released are marked in the
 * same statement), one inventory row at a time in (room type, night) order so concurrent releases never
 * deadlock. Returns how many room-nights went back.
 */
export async function releaseOrderStays(tx: Tx, orderIds: readonly number[], now: Date = new Date()): Promise<number> {
  if (orderIds.length === 0) return 0;
  const released = await tx
    .update(orderStays)
    .set({ releasedAt: now })
    .where(and(inArray(orderStays.orderId, [...orderIds]), isNull(orderStays.releasedAt)))
    .returning();
  const byNight = new Map<string, { roomTypeId: number; stayDate: string; rooms: number }>();
  for (const stay of released) {
    const key = `${stay.roomTypeId}|${stay.stayDate}`;
    const current = byNight.get(key);
    if (current) current.rooms += stay.rooms;
    else byNight.set(key, { roomTypeId: stay.roomTypeId, stayDate: stay.stayDate, rooms: stay.rooms });
  }
  const sorted = [...byNight.values()].sort((a, b) => a.roomTypeId - b.roomTypeId || a.stayDate.localeCompare(b.stayDate));
  for (const night of sorted) {
    await tx
      .update(roomInventory)
      // raw: a relative decrement, never below zero (the CHECK would refuse it)
      .set({ sold: sql`greatest(${roomInventory.sold} - ${night.rooms}, 0)` })
      .where(and(eq(roomInventory.roomTypeId, night.roomTypeId), eq(roomInventory.stayDate, night.stayDate)));
  }
  return released.reduce((sum, stay) => sum + stay.rooms, 0);
}

/** The seats orders kept, marked released exactly once (in the same statement): the flights feature puts them back on sale. */
export async function releaseKeptSeats(
  tx: Tx,
  orderIds: readonly number[],
  now: Date = new Date(),
): Promise<(typeof orderFlightSeats.$inferSelect)[]> {
  if (orderIds.length === 0) return [];
  return tx
    .update(orderFlightSeats)
    .set({ releasedAt: now })
    .where(and(inArray(orderFlightSeats.orderId, [...orderIds]), isNull(orderFlightSeats.releasedAt)))
    .returning();
}

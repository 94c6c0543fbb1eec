import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { roomInventory } from '@/features/hotels/db';
import { returnOrderBenefits } from '@/features/loyalty/server';
import { paymentAttempts, vouchers } from '@/features/payment/db';
import { orderStays } from '../db';
import type { OrderRow } from './order-access';
import type { Tx } from './transition';

/**
 * What a cancelled order gives back, in the cancelling transaction: its sold rooms, its open payment attempts
 * (void, so a late payment of them is refused), the voucher that paid it, and its loyalty coupon and points.
 */
export async function giveBack(tx: Tx, row: OrderRow, now: Date): Promise<void> {
  await releaseRooms(tx, row.id, now);
  await tx.update(paymentAttempts).set({ status: 'cancelled', completedAt: now }).where(and(eq(paymentAttempts.orderId, row.id), eq(paymentAttempts.status, 'created')));
  await tx.update(vouchers).set({ status: 'available', usedByOrderId: null }).where(and(eq(vouchers.usedByOrderId, row.id), eq(vouchers.status, 'used')));
  const roomNights = (row.nights ?? 0) * row.rooms.reduce((sum, line) => sum + line.room_count, 0);
  await returnOrderBenefits(tx, { orderNumber: row.orderNumber, roomNights, now });
}

/** Gives the order's sold rooms back, once (order_stays.released_at), one row at a time in (room type, night) order. */
async function releaseRooms(tx: Tx, orderId: number, now: Date): Promise<void> {
  const stays = await tx
    .update(orderStays)
    .set({ releasedAt: now })
    .where(and(eq(orderStays.orderId, orderId), isNull(orderStays.releasedAt)))
    .returning();
  stays.sort((a, b) => a.roomTypeId - b.roomTypeId || a.stayDate.localeCompare(b.stayDate));
  for (const stay of stays) {
    await tx
      .update(roomInventory)
      // raw: a relative decrement of the row's own column
      .set({ sold: sql`${roomInventory.sold} - ${stay.rooms}` })
      .where(and(eq(roomInventory.roomTypeId, stay.roomTypeId), eq(roomInventory.stayDate, stay.stayDate)));
  }
}

import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orderEvents, orders } from '../db';
import { statusesBefore, type OrderStatus } from '../status';
import type { OrderRow } from './access/order-access';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Timestamps a move sets besides the status. */
const STAMPS: Partial<Record<OrderStatus, 'paidAt' | 'confirmedAt' | 'cancelledAt'>> = {
  paid: 'paidAt',
  confirmed: 'confirmedAt',
  cancelled: 'cancelledAt',
};

/**
 * Moves an order to `to` if its current status allows it (features/orders/status.ts), as one conditional
 * UPDATE, and writes the event in the same transaction. Returns the updated row, or null when the order was
 * not in a status that may move there (a concurrent move won, or it was never allowed): the caller decides
 * whether that is "already done" or a conflict. Never moves backward, never twice.
 */
export async function moveOrder(
  tx: Tx,
  orderId: number,
  to: OrderStatus,
  actor: string,
  note: string | null = null,
  now: Date = new Date(),
): Promise<OrderRow | null> {
  const stamp = STAMPS[to];
  const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  if (!before) return null;
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...(stamp ? { [stamp]: now } : {}) })
    .where(and(eq(orders.id, orderId), inArray(orders.status, statusesBefore(to))))
    .returning();
  if (!row) return null;
  await tx.insert(orderEvents).values({ orderId, fromStatus: before.status, toStatus: to, actor, note, createdAt: now });
  return row;
}

/** The first event of a new order (from nothing to its first status); `note`: the traveller's note, if any. */
export async function recordCreated(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  actor: string,
  now: Date = new Date(),
  note: string | null = null,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: status, actor, note, createdAt: now });
}

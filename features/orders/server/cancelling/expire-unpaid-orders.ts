import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '../../db';
import { giveBack } from './cancel-give-back';
import type { OrderRow } from '../access/order-access';
import type { OrderProducts } from '../order-products';
import { moveOrder } from '../transition';

const BATCH = 100;

/**
 * Pending orders past their payment deadline, batch by batch (FOR UPDATE SKIP LOCKED: an order a payment or
 * another sweeper holds is left to it): each moves to expired and gives back what it took (giveBack: rooms,
 * open attempts, voucher, loyalty coupon). Answers how many expired. Safe in every process at once.
 */
export async function expireUnpaidOrders(products: OrderProducts, now: Date = new Date()): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.paymentDeadline, now)))
        .orderBy(asc(orders.paymentDeadline))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ended: OrderRow[] = [];
      for (const { id } of due) {
        const row = await moveOrder(tx, id, 'expired', 'system', 'payment deadline passed', now);
        if (row) ended.push(row);
      }
      await giveBack(tx, ended, now, { voucher: true }, products);
      return due.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}

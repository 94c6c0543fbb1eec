import 'server-only';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { paymentAttempts, vouchers } from '@/features/payment/db';
import { getDb } from '@/lib/db/client';
import { orders } from '../db';
import { releaseOrderStays } from './release-stays';
import { moveOrder } from './transition';

const BATCH = 100;

/**
 * Pending orders past their payment deadline, batch by batch (FOR UPDATE SKIP LOCKED: an order a payment or
 * another sweeper holds is left to it): each moves to expired, its rooms go back, its open payment attempts
 * are voided and its voucher is available again. Answers how many expired. Safe in every process at once.
 */
export async function expireUnpaidOrders(now: Date = new Date()): Promise<number> {
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
      const ids: number[] = [];
      for (const { id } of due) if (await moveOrder(tx, id, 'expired', 'system', 'payment deadline passed', now)) ids.push(id);
      if (ids.length === 0) return due.length;
      await releaseOrderStays(tx, ids, now);
      await tx
        .update(paymentAttempts)
        .set({ status: 'cancelled', completedAt: now })
        .where(and(inArray(paymentAttempts.orderId, ids), inArray(paymentAttempts.status, ['created', 'superseded'])));
      await tx.update(vouchers).set({ status: 'available', usedByOrderId: null }).where(and(inArray(vouchers.usedByOrderId, ids), eq(vouchers.status, 'used')));
      // TODO(merge): give the coupon use back with the cancellation helper's returnOrderBenefits (features/loyalty) for these orders
      return due.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}

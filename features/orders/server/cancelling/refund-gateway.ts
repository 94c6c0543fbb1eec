import 'server-only';
import { and, eq } from 'drizzle-orm';
import { markAttemptRefunded, providerFor } from '@/features/payment/server';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { orderRefunds } from '../../db';
import { moveOrder } from '../transition';

export type ProviderRefund = {
  provider: 'vnpay' | 'pay_later';
  orderId: number;
  orderNumber: string;
  /** the member who owns the order (a pay-later refund goes to their partner account) */
  userId: number | null;
  refundId: number;
  amountVnd: number;
  attempt: { id: number; txnRef: string; providerTxnNo: string | null; amountVnd: number; createdAt: Date };
};

/**
 * A card (VNPay) or pay-later (partner) refund, after the cancellation committed (a provider call never runs inside a
 * transaction): the provider's yes marks the refund succeeded and the order refunded; its no marks the refund failed; no answer
 * (down, timeout) leaves it pending for ops to retry. Never throws: the cancellation stands either way.
 */
export async function refundThroughProvider(
  refund: ProviderRefund,
  clientIp: string,
  now: Date = new Date(),
): Promise<'succeeded' | 'failed' | 'pending'> {
  let outcome: Awaited<ReturnType<ReturnType<typeof providerFor>['refund']>>;
  try {
    outcome = await providerFor(refund.provider).refund({
      txnRef: refund.attempt.txnRef,
      providerTxnNo: refund.attempt.providerTxnNo,
      amountVnd: refund.amountVnd,
      paidAmountVnd: refund.attempt.amountVnd,
      payCreatedAt: refund.attempt.createdAt,
      orderNumber: refund.orderNumber,
      ownerUserId: refund.userId,
      requestedBy: 'customer',
      clientIp,
    });
  } catch (error) {
    logger().warn({ err: error, order: refund.orderNumber }, 'provider refund not answered: left pending');
    return 'pending';
  }
  const db = await getDb();
  if (!outcome.ok) {
    logger().warn({ order: refund.orderNumber, message: outcome.message }, 'provider refused the refund');
    await db
      .update(orderRefunds)
      .set({ status: 'failed' })
      .where(and(eq(orderRefunds.id, refund.refundId), eq(orderRefunds.status, 'pending')));
    return 'failed';
  }
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', providerRef: outcome.providerRef, completedAt: now })
      .where(and(eq(orderRefunds.id, refund.refundId), eq(orderRefunds.status, 'pending')))
      .returning({ id: orderRefunds.id });
    if (!done) return;
    await markAttemptRefunded(tx, refund.attempt.id);
    await moveOrder(tx, refund.orderId, 'refunded', `provider:${refund.provider}`, outcome.providerRef, now);
  });
  return 'succeeded';
}

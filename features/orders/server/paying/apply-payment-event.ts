import 'server-only';
import { eq } from 'drizzle-orm';
import { earnPoints } from '@/features/loyalty/server';
import { enqueueMail } from '@/features/mail/server';
import type { ProviderId } from '@/features/payment/schemas';
import { attemptOrderOf, closeAttempt, lockAttempt, type ApplyResult, type PaymentEvent } from '@/features/payment/server';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { orders } from '../../db';
import { orderConfirmedMail } from '../emails/order-confirmed';
import type { OrderRow } from '../access/order-access';
import type { OrderProducts } from '../order-products';
import { manageLink } from '../access/manage-link';
import { roomNightsOf } from '../reads/room-nights';
import { lockedOrderStatus } from './order-status-lock';
import { moveOrder } from '../transition';

/** Attempts a provider may still report on; `superseded` too: the traveller may finish an older gateway page. */
const OPEN = new Set(['created', 'superseded']);

/**
 * The ONE place money changes an order. In one transaction: the attempt (by txn_ref) of the notifying provider
 * (another provider's is not_found) is read, its order locked, then the attempt locked and read again (the
 * order-then-attempts lock order of cancellation, expiry and openAttempt, so they never deadlock); a wrong
 * amount changes nothing; a terminal attempt is already applied; a failure or cancellation closes the
 * attempt; a success on a pending order marks the attempt succeeded (the partial unique index allows one per
 * order), moves the order pending -> paid -> confirmed (our own inventory is already sold, so confirmation is
 * immediate) and writes the "order confirmed" mail (a voucher deal's vouchers and their mail too). A success on an order no longer pending (paid by another
 * attempt, expired, cancelled) is recorded as `duplicate`: money to give back, left to operations.
 * After the commit a member earns the order's points (idempotent per order; skipped unless the order is still
 * confirmed then, so a cancellation in between keeps none; a failure is only logged).
 */
export async function applyPaymentEvent(
  event: PaymentEvent,
  provider: ProviderId,
  products: OrderProducts,
  now: Date = new Date(),
): Promise<ApplyResult> {
  const actor = `provider:${provider}`;
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<{ result: ApplyResult; confirmed: OrderRow | null }> => {
    const seen = await attemptOrderOf(tx, event.txnRef);
    if (!seen || seen.provider !== provider) return { result: 'not_found', confirmed: null };
    const [order] = await tx.select().from(orders).where(eq(orders.id, seen.orderId)).for('update').limit(1);
    const attempt = await lockAttempt(tx, event.txnRef);
    if (!attempt) return { result: 'not_found', confirmed: null };
    if (event.amountVnd !== attempt.amountVnd) return { result: 'amount_mismatch', confirmed: null };
    // an attempt we voided (expiry) that the provider never reported on can still turn out paid: that is a duplicate
    const voidedByUs = attempt.status === 'cancelled' && attempt.providerTxnNo === null && event.outcome === 'succeeded';
    if (!OPEN.has(attempt.status) && !voidedByUs) return { result: 'already_applied', confirmed: null };
    const close = (status: string) => closeAttempt(tx, attempt.id, status, event, now);
    if (event.outcome !== 'succeeded') {
      await close(event.outcome);
      return { result: 'applied', confirmed: null };
    }
    if (!order || order.status !== 'pending') {
      await close('duplicate');
      logger().warn(
        { txnRef: attempt.txnRef, orderId: attempt.orderId, status: order?.status, amountVnd: attempt.amountVnd },
        'payment for an order no longer payable: refund by operations',
      );
      return { result: 'not_payable', confirmed: null };
    }
    await close('succeeded');
    await moveOrder(tx, order.id, 'paid', actor, `txn ${attempt.txnRef}`, now);
    const confirmed = await moveOrder(tx, order.id, 'confirmed', 'system', null, now);
    if (!confirmed) throw new Error(`order ${order.orderNumber} paid but could not be confirmed`);
    const link = await manageLink(confirmed.orderNumber, now);
    await enqueueMail(tx, orderConfirmedMail(confirmed, link));
    // a voucher deal's codes exist from the moment it is paid, in this transaction (the status move happens once)
    await products.confirmed(tx, confirmed, link, now);
    return { result: 'applied', confirmed };
  });
  const order = outcome.confirmed;
  if (order?.userId != null) {
    await earnPoints({
      userId: order.userId,
      orderNumber: order.orderNumber,
      amountVnd: order.totalVnd,
      roomNights: roomNightsOf(order),
      now,
      whileOrderConfirmed: lockedOrderStatus,
    }).catch((error: unknown) => {
      logger().warn({ err: error, order: order.orderNumber }, 'loyalty points not earned for a confirmed order');
    });
  }
  return outcome.result;
}

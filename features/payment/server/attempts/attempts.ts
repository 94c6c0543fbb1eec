import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { paymentAttempts } from '../../db';
import type { PaymentEvent } from '../providers/types';

/** An open transaction of the caller: every write to an attempt happens inside the order's own transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AttemptRow = typeof paymentAttempts.$inferSelect;
type NewAttempt = Pick<
  typeof paymentAttempts.$inferInsert,
  'txnRef' | 'orderId' | 'provider' | 'paymentMethod' | 'amountVnd' | 'expiresAt' | 'createdAt'
>;

/** Who an attempt pays for, read without a lock (the caller locks the order first, then the attempt). */
export async function attemptOrderOf(tx: Tx, txnRef: string): Promise<{ orderId: number; provider: string } | null> {
  const [seen] = await tx
    .select({ orderId: paymentAttempts.orderId, provider: paymentAttempts.provider })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.txnRef, txnRef))
    .limit(1);
  return seen ?? null;
}

/** The attempt row-locked (after its order: the order-then-attempts lock order). */
export async function lockAttempt(tx: Tx, txnRef: string): Promise<AttemptRow | null> {
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.txnRef, txnRef)).for('update').limit(1);
  return attempt ?? null;
}

/** Closes an attempt with what its provider reported. */
export async function closeAttempt(
  tx: Tx,
  id: number,
  status: string,
  event: Pick<PaymentEvent, 'providerTxnNo' | 'raw'>,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ status, providerTxnNo: event.providerTxnNo, providerData: event.raw, completedAt: now })
    .where(eq(paymentAttempts.id, id));
}

/** An order's latest attempt still open (status created). */
export async function latestOpenAttempt(tx: Tx, orderId: number): Promise<AttemptRow | null> {
  const [latest] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'created')))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return latest ?? null;
}

/** A new attempt (status created); the order's older open ones are superseded first. */
export async function replaceOpenAttempt(tx: Tx, values: NewAttempt, now: Date): Promise<AttemptRow> {
  await tx
    .update(paymentAttempts)
    .set({ status: 'superseded', completedAt: now })
    .where(and(eq(paymentAttempts.orderId, values.orderId), inArray(paymentAttempts.status, ['created'])));
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({ ...values, status: 'created' })
    .returning();
  return attempt!;
}

/** A payment that needs no provider (a voucher): recorded as succeeded at once. */
export async function recordSettledAttempt(tx: Tx, values: Omit<NewAttempt, 'expiresAt'>): Promise<void> {
  await tx.insert(paymentAttempts).values({ ...values, status: 'succeeded', completedAt: values.createdAt });
}

/** Ended orders' open attempts are void, so a late payment of them is refused. */
export async function cancelOpenAttempts(tx: Tx, orderIds: readonly number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(paymentAttempts)
    .set({ status: 'cancelled', completedAt: now })
    .where(and(inArray(paymentAttempts.orderId, [...orderIds]), inArray(paymentAttempts.status, ['created', 'superseded'])));
}

/** The attempt that paid an order, if one did. */
export async function succeededAttemptOf(tx: Tx, orderId: number): Promise<AttemptRow | null> {
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'succeeded')))
    .limit(1);
  return attempt ?? null;
}

export async function markAttemptRefunded(tx: Tx, id: number): Promise<void> {
  await tx.update(paymentAttempts).set({ status: 'refunded' }).where(eq(paymentAttempts.id, id));
}

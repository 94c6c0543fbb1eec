import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sandboxVnpayTransactions } from '@/features/payment/db';

export type LedgerRow = typeof sandboxVnpayTransactions.$inferSelect;

/**
 * The sandbox gateway's record of a TxnRef: the first completion is written; a second one (a reload, a
 * double submit, another button) gets the first's result back, so nothing is charged twice.
 */
export async function recordCompletion(txnRef: string, amount: number, responseCode: string): Promise<{ row: LedgerRow; first: boolean }> {
  const db = await getDb();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const transactionNo = String(randomInt(10_000_000, 100_000_000));
    const taken = await db.select().from(sandboxVnpayTransactions).where(eq(sandboxVnpayTransactions.transactionNo, transactionNo));
    if (taken.length > 0) continue;
    const [row] = await db
      .insert(sandboxVnpayTransactions)
      .values({ txnRef, transactionNo, amount, responseCode })
      .onConflictDoNothing({ target: sandboxVnpayTransactions.txnRef })
      .returning();
    if (row) return { row, first: true };
    const [existing] = await db.select().from(sandboxVnpayTransactions).where(eq(sandboxVnpayTransactions.txnRef, txnRef));
    if (existing) return { row: existing, first: false };
  }
  throw new Error('sandbox vnpay: no free transaction number');
}

export async function ledgerRow(txnRef: string): Promise<LedgerRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(sandboxVnpayTransactions).where(eq(sandboxVnpayTransactions.txnRef, txnRef));
  return row ?? null;
}

/** Takes `amount` off what is left to refund, in one conditional statement (two refunds cannot both pass the check). */
export async function takeRefund(txnRef: string, amount: number): Promise<LedgerRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(sandboxVnpayTransactions)
    .set({ refundedAmount: sql`${sandboxVnpayTransactions.refundedAmount} + ${amount}` })
    .where(
      and(
        eq(sandboxVnpayTransactions.txnRef, txnRef),
        eq(sandboxVnpayTransactions.responseCode, '00'),
        sql`${sandboxVnpayTransactions.refundedAmount} + ${amount} <= ${sandboxVnpayTransactions.amount}`,
      ),
    )
    .returning();
  return row ?? null;
}

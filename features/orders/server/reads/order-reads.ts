import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { paymentAttempts } from '@/features/payment/db';
import type { PaymentAttempt } from '@/features/payment/schemas';
import { notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { orders } from '../../db';
import type { OrderDetail } from '../../schemas';
import { accessOf, type OrderRow, type OrderViewer } from '../access/order-access';
import type { OrderReads } from '../order-products';
import { orderDetailOf } from './order-detail-of';
import { messageError } from '@/lib/api/error-messages';

const TXN_NOT_FOUND = 'Transaction not found';

/** An attempt and its order, when the viewer may see the order; else 404 "Transaction not found" (unknown or not theirs alike). */
async function attemptFor(viewer: OrderViewer, txnRef: string) {
  const db = await getDb();
  const [found] = await db
    .select({ attempt: paymentAttempts, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.txnRef, txnRef))
    .limit(1);
  if (!found || !(await accessOf(viewer, found.order))) throw notFound(TXN_NOT_FOUND);
  return found;
}

/** GET order/{txn}/by-transaction: the order a payment attempt belongs to. */
export async function orderByTransaction(viewer: OrderViewer, txnRef: string, reads: OrderReads): Promise<OrderDetail> {
  const { order } = await attemptFor(viewer, txnRef);
  return orderDetailOf(await getDb(), order, reads);
}

/** GET payment-service/payment/v2/{txn}: one payment attempt. */
export async function paymentAttemptOf(viewer: OrderViewer, txnRef: string): Promise<PaymentAttempt> {
  const { attempt, order } = await attemptFor(viewer, txnRef);
  return {
    transaction_id: attempt.txnRef,
    order_number: order.orderNumber,
    provider: attempt.provider as PaymentAttempt['provider'],
    payment_method: attempt.paymentMethod,
    amount_vnd: attempt.amountVnd,
    status: attempt.status as PaymentAttempt['status'],
    created_at: attempt.createdAt.toISOString(),
    completed_at: attempt.completedAt?.toISOString() ?? null,
  };
}

/** The orders among these codes (a bank transfer's content may name one): what payment may know of them. */
export async function ordersNamed(orderNumbers: readonly string[]): Promise<{ id: number; orderNumber: string }[]> {
  if (orderNumbers.length === 0) return [];
  const db = await getDb();
  return db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.orderNumber, [...orderNumbers]))
    .orderBy(orders.orderNumber);
}

/** GET order/{code}/by-user/: the member's own order, else 404 as for an unknown code. */
export async function memberOrder(userId: number, orderCode: string, reads: OrderReads): Promise<OrderDetail> {
  const db = await getDb();
  const [row]: OrderRow[] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderCode), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw messageError('orderNotFound');
  return orderDetailOf(db, row, reads);
}

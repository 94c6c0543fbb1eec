import 'server-only';
import { eq } from 'drizzle-orm';
import { providerFor } from '@/features/payment/server';
import { paymentAttempts } from '@/features/payment/db';
import { PROVIDER_IDS, type ProviderId } from '@/features/payment/schemas';
import { getDb } from '@/lib/db/client';
import { orders } from '../db';
import { isOrderStatus } from '../status';
import { accessOf, type OrderViewer } from '../server/access/order-access';
import { publicOutcome, type PaymentResultView, type ReturnedOutcome } from './result-outcome';

const isProvider = (value: string): value is ProviderId => (PROVIDER_IDS as readonly string[]).includes(value);

/** The gateway's return query, verified by the attempt's provider and naming this very attempt; else null. */
function verifiedReturn(provider: string, txnRef: string, query: Record<string, string>): ReturnedOutcome | null {
  if (!isProvider(provider)) return null;
  const verified = providerFor(provider).verifyReturn(query);
  return verified.valid && verified.txnRef === txnRef ? verified.outcome : null;
}

/** What the payment result page shows for `transactionId` and the gateway's return `query` (result-outcome.ts). */
export async function paymentResultOf(
  viewer: OrderViewer,
  transactionId: string | undefined,
  query: Record<string, string>,
): Promise<PaymentResultView> {
  if (!transactionId || transactionId.length > 64) return { kind: 'not_found' };
  const db = await getDb();
  const [found] = await db
    .select({ txnRef: paymentAttempts.txnRef, provider: paymentAttempts.provider, attemptStatus: paymentAttempts.status, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.txnRef, transactionId))
    .limit(1);
  if (!found || !isOrderStatus(found.order.status)) return { kind: 'not_found' };
  const returned = verifiedReturn(found.provider, found.txnRef, query);
  if (await accessOf(viewer, found.order)) return { kind: 'owner', returned: returned === 'succeeded' ? null : returned };
  if (!returned) return { kind: 'unverified' };
  return {
    kind: 'public',
    orderCode: found.order.orderNumber,
    outcome: publicOutcome(found.order.status, found.attemptStatus, returned),
    orderStatus: found.order.status,
  };
}

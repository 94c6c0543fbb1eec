import 'server-only';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { latestOpenAttempt, providerFor, replaceOpenAttempt, type AttemptRow } from '@/features/payment/server';
import { paymentMethods } from '@/features/payment/db';
import { PROVIDER_IDS, type PaymentLink, type ProviderId } from '@/features/payment/schemas';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import { localePath, paymentResultPath } from '@/lib/paths';
import { orders } from '../../db';
import type { OrderRow } from '../access/order-access';

const TXN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An attempt's transaction id (vnp_TxnRef): 20 random letters and digits. */
export function newTxnRef(): string {
  let ref = '';
  for (let i = 0; i < 20; i += 1) ref += TXN_ALPHABET[randomInt(0, TXN_ALPHABET.length)];
  return ref;
}

// a gateway's payment page stays open this long at most (VNPay's vnp_ExpireDate)
const GATEWAY_MINUTES = 15;
const isProvider = (value: string): value is ProviderId => (PROVIDER_IDS as readonly string[]).includes(value);

/** VNPay's order info must be ASCII without accents. */
const describe = (order: OrderRow) => `Thanh toan don hang ${order.orderNumber}`;

/**
 * The attempt to pay a pending order with its method, before its deadline (else 409 ORDER_NOT_PAYABLE): the
 * latest open attempt of the same method while it has not expired (a reload makes no new gateway
 * transaction), else a new one (older open ones are superseded). The order row is locked, so two tabs
 * asking at once share one attempt.
 */
async function openAttempt(orderId: number, now: Date): Promise<{ order: OrderRow; attempt: AttemptRow; provider: ProviderId }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (
      !order ||
      order.status !== 'pending' ||
      !order.paymentDeadline ||
      order.paymentDeadline.getTime() <= now.getTime() ||
      !order.paymentMethod
    ) {
      throw apiError('ORDER_NOT_PAYABLE');
    }
    const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.paymentMethod, order.paymentMethod)).limit(1);
    if (!method || !isProvider(method.provider)) throw apiError('PAYMENT_PROVIDER_UNAVAILABLE');
    const latest = await latestOpenAttempt(tx, order.id);
    if (
      latest &&
      latest.paymentMethod === order.paymentMethod &&
      latest.amountVnd === order.totalVnd &&
      latest.expiresAt &&
      latest.expiresAt.getTime() > now.getTime()
    ) {
      return { order, attempt: latest, provider: method.provider };
    }
    const gatewayEnd = new Date(now.getTime() + GATEWAY_MINUTES * 60_000);
    const expiresAt = method.provider === 'vnpay' && gatewayEnd < order.paymentDeadline ? gatewayEnd : order.paymentDeadline;
    const attempt = await replaceOpenAttempt(
      tx,
      {
        txnRef: newTxnRef(),
        orderId: order.id,
        provider: method.provider,
        paymentMethod: order.paymentMethod,
        amountVnd: order.totalVnd,
        expiresAt,
        createdAt: now,
      },
      now,
    );
    return { order, attempt, provider: method.provider };
  });
}

/**
 * Starts (or resumes) paying an order: opens the attempt, then asks its provider where the traveller goes. `lang`
 * is the page that asked (a later payment from the order's page); else the order's language.
 */
export async function startPayment(
  order: OrderRow,
  { clientIp, userId, lang: asked }: { clientIp: string; userId: number | null; lang?: 'vi' | 'en' },
  now: Date = new Date(),
): Promise<PaymentLink> {
  const { order: current, attempt, provider } = await openAttempt(order.id, now);
  const lang = asked ?? (current.lang === 'en' ? 'en' : 'vi');
  return providerFor(provider).start({
    txnRef: attempt.txnRef,
    orderNumber: current.orderNumber,
    amountVnd: attempt.amountVnd,
    paymentMethod: attempt.paymentMethod,
    lang,
    description: describe(current),
    expiresAt: attempt.expiresAt ?? current.paymentDeadline!,
    createdAt: attempt.createdAt,
    clientIp,
    // back to the result page in that language
    returnUrl: `${siteUrl()}${localePath(lang, paymentResultPath(attempt.txnRef))}`,
    userId,
  });
}

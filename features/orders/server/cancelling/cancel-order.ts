import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { enqueueMail } from '@/features/mail/server';
import { paymentMethods } from '@/features/payment/db';
import { succeededAttemptOf } from '@/features/payment/server';
import { branchNameEn } from '@/features/payment/index';
import { idempotent, requestFingerprint } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import { getDb } from '@/lib/db/client';
import { sandboxesOn } from '@/lib/env/site';
import { clientAddress } from '@/lib/security/client-address';
import { orderRefunds, orders } from '../../db';
import { refundFor } from '../../refund-policy';
import { refundInputOf } from './refund-input';
import type { RefundChannel, cancelOrderBodySchema, cancelOrderByTokenBodySchema, cancelledOrderSchema } from '../../schemas';
import { giveBack } from './cancel-give-back';
import type { OrderProducts } from '../order-products';
import { checkCancelReason } from './cancel-reasons';
import { orderCancelledMail } from '../emails/order-cancelled';
import { orderFor, type OrderRow, type OrderViewer } from '../access/order-access';
import { orderDetailOf } from '../reads/order-detail-of';
import { manageLink } from '../access/manage-link';
import { checkRefundAccount, maskAccount, type CheckedAccount } from './refund-account';
import { refundThroughProvider, type ProviderRefund } from './refund-gateway';
import { moveOrder, type Tx } from '../transition';
import type { z } from 'zod';

type CancelledOrder = z.infer<typeof cancelledOrderSchema>;
type CancelBody = z.infer<typeof cancelOrderBodySchema> | z.infer<typeof cancelOrderByTokenBodySchema>;

/**
 * Cancels an order its owner or the emailed link's holder may manage (anyone else: 404 as for an unknown code),
 * under the caller's Idempotency-Key scoped to the order. One transaction: the policy must allow it (409
 * ORDER_NOT_CANCELLABLE), the order moves to cancelled, its rooms, open payment attempts, voucher and loyalty
 * benefits go back, the refund is recorded and the email queued. A card refund is asked of the gateway, a pay-later
 * one of the partner, after the commit. Answers the order as the viewer now sees it.
 */
export async function cancelOrder(
  request: NextRequest,
  viewer: OrderViewer,
  body: CancelBody,
  products: OrderProducts,
): Promise<CancelledOrder> {
  const { row } = await orderFor(viewer, body.order_code, 'manage');
  const key = idempotencyKeyOf(request);
  const claim = key
    ? { scope: `order:${row.orderNumber}`, key, fingerprint: requestFingerprint(request.method, request.nextUrl.pathname, body) }
    : null;
  return idempotent(claim, 200, async () => {
    const db = await getDb();
    const providerRefund = await db.transaction((tx) => cancelIn(tx, row.id, body, products));
    if (providerRefund) await refundThroughProvider(providerRefund, clientAddress(request));
    // the viewer's access was checked above and cancelling does not change it: only the row is read again
    const [cancelled] = await db.select().from(orders).where(eq(orders.id, row.id)).limit(1);
    return { order: await orderDetailOf(db, cancelled ?? row, products) };
  });
}

async function paidThrough(tx: Tx, row: OrderRow) {
  const attempt = await succeededAttemptOf(tx, row.id);
  if (attempt) return { provider: attempt.provider, attempt };
  const [method] = row.paymentMethod
    ? await tx
        .select({ provider: paymentMethods.provider })
        .from(paymentMethods)
        .where(eq(paymentMethods.paymentMethod, row.paymentMethod))
        .limit(1)
    : [];
  return { provider: method?.provider ?? null, attempt: null };
}

/** Money goes back where it came from: the card gateway, the pay-later partner (never cash to a bank account), else a bank account. */
function channelOf(paid: Awaited<ReturnType<typeof paidThrough>> | null): RefundChannel {
  if (!paid) return 'none';
  if (paid.provider === 'vnpay' && paid.attempt) return 'gateway';
  if (paid.provider === 'pay_later' && paid.attempt) return 'partner';
  return 'bank_account';
}

async function cancelIn(
  tx: Tx,
  orderId: number,
  body: CancelBody,
  products: OrderProducts,
  now: Date = new Date(),
): Promise<ProviderRefund | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  if (!row) throw apiError('NOT_FOUND');
  const decision = refundFor(refundInputOf(row), now);
  if (!decision.allowed) throw apiError('ORDER_NOT_CANCELLABLE', decision.reason ?? undefined);

  await checkCancelReason(tx, body.reason_id, row.productType);

  const paid = decision.refund_vnd > 0 ? await paidThrough(tx, row) : null;
  const channel = channelOf(paid);
  const account: CheckedAccount | null = channel === 'bank_account' ? await checkRefundAccount(tx, body.refund_account) : null;

  const note = `reason ${body.reason_id}${body.reason_text ? `: ${body.reason_text}` : ''}`;
  const moved = await moveOrder(tx, row.id, 'cancelled', 'customer', note, now);
  if (!moved) throw apiError('ORDER_NOT_CANCELLABLE');
  // the voucher comes back for an unpaid order or inside the free window, not for a cancellation that refunds nothing
  const insideFreeWindow = row.freeCancelUntil !== null && now.getTime() <= row.freeCancelUntil.getTime();
  await giveBack(tx, [row], now, { voucher: row.status === 'pending' || insideFreeWindow }, products);

  // a bank-account refund in the sandbox is paid out at once (no ops desk to do it); live, ops pays it out
  const settledNow = channel === 'none' || (channel === 'bank_account' && sandboxesOn());
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: row.id,
      amountVnd: decision.refund_vnd,
      channel,
      bankId: account?.bank_id ?? null,
      branchId: account?.branch_id ?? null,
      accountNumber: account?.account_number ?? null,
      accountName: account?.account_name ?? null,
      status: settledNow ? 'succeeded' : 'pending',
      reasonId: body.reason_id,
      reasonText: body.reason_text ?? null,
      createdAt: now,
      completedAt: settledNow ? now : null,
    })
    .returning({ id: orderRefunds.id });
  if (settledNow && channel === 'bank_account') await moveOrder(tx, row.id, 'refunded', 'system', 'sandbox bank payout', now);

  if (row.contact) {
    await enqueueMail(
      tx,
      orderCancelledMail({
        lang: row.lang === 'en' ? 'en' : 'vi',
        to: row.contact.email,
        orderCode: row.orderNumber,
        title: row.title,
        refundVnd: decision.refund_vnd,
        // the email's wording for a partner refund is the gateway's: back to what paid
        channel,
        refundStatus: settledNow ? 'succeeded' : 'pending',
        bankName: account ? `${account.bankName} - ${row.lang === 'en' ? branchNameEn(account.branchName) : account.branchName}` : null,
        accountMasked: maskAccount(account?.account_number ?? null),
        orderUrl: await manageLink(row.orderNumber, now),
      }),
    );
  }
  if ((channel !== 'gateway' && channel !== 'partner') || !paid?.attempt) return null;
  const { attempt } = paid;
  return {
    provider: channel === 'gateway' ? 'vnpay' : 'pay_later',
    orderId: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    refundId: refund!.id,
    amountVnd: decision.refund_vnd,
    attempt: {
      id: attempt.id,
      txnRef: attempt.txnRef,
      providerTxnNo: attempt.providerTxnNo,
      amountVnd: attempt.amountVnd,
      createdAt: attempt.createdAt,
    },
  };
}

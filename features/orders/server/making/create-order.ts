import 'server-only';
import type { Owner } from '@/features/auth/server';
import { earnPoints } from '@/features/loyalty/server';
import { enqueueMail } from '@/features/mail/server';
import type { PaymentLink } from '@/features/payment/schemas';
import { recordSettledAttempt } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { orders } from '../../db';
import type { CreatedOrder } from '../../schemas';
import { orderConfirmedMail } from '../emails/order-confirmed';
import { orderReceivedMail } from '../emails/order-received';
import { manageLink } from '../access/manage-link';
import type { OrderRow } from '../access/order-access';
import { orderDetailOf } from '../reads/order-detail-of';
import { lockedOrderStatus } from '../paying/order-status-lock';
import { signOrderToken } from '../access/order-token';
import { newTxnRef } from '../paying/payment-link';
import { roomNightsOf } from '../reads/room-nights';
import { moveOrder, recordCreated, type Tx } from '../transition';
import type { OrderReads } from '../order-products';
import type { HeldSale, OrderSource } from './order-source';
import { withPaymentStarted } from './order-making';

/** A voucher pays the order now: the settled attempt, paid then confirmed, and its one mail (never a "received" asking to pay 0 ₫). */
async function settleByVoucher(
  tx: Tx,
  row: OrderRow,
  pin: string,
  link: string,
  paymentMethod: string,
  reads: OrderReads,
  now: Date,
): Promise<{ row: OrderRow; paid: PaymentLink }> {
  const txnRef = newTxnRef();
  await recordSettledAttempt(tx, { txnRef, orderId: row.id, provider: 'voucher', paymentMethod, amountVnd: 0, createdAt: now });
  await moveOrder(tx, row.id, 'paid', 'provider:voucher', null, now);
  const confirmed = (await moveOrder(tx, row.id, 'confirmed', 'system', null, now)) ?? row;
  await enqueueMail(tx, orderConfirmedMail(confirmed, link, { pin, voucher: await reads.payingVoucherOf(tx, confirmed) }));
  return { row: confirmed, paid: { kind: 'paid', transaction_id: txnRef } };
}

async function insertOrder(tx: Tx, sale: HeldSale, now: Date): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(sale.values).returning();
  const row = order!;
  await recordCreated(tx, row.id, 'pending', 'customer', now, sale.note);
  return row;
}

/**
 * Makes an order of any product from its source in ONE transaction: what is held is locked, checked and priced, the
 * order row and its first event written, the holds converted to sold, the "order received" mail queued (or a voucher
 * pays it at once) and the idempotency answer kept. The payment starts after the commit, so a provider failure never
 * loses the order; a member's voucher order counts its room nights then.
 */
export async function createOrder(
  owner: Owner,
  source: OrderSource,
  keep: KeepAnswer,
  { clientIp, reads }: { clientIp: string; reads: OrderReads },
  now: Date = new Date(),
): Promise<CreatedOrder> {
  const db = await getDb();
  await source.prepare?.(db);
  const made = await db.transaction(async (tx) => {
    const sale = await source.lock(tx, now);
    let row = await insertOrder(tx, sale, now);
    await source.convert(tx, row, now);
    const link = await manageLink(row.orderNumber, now);
    let paid: PaymentLink | null = null;
    if (sale.paidByVoucher) ({ row, paid } = await settleByVoucher(tx, row, sale.pin, link, sale.paidByVoucher.voucherMethod, reads, now));
    else await enqueueMail(tx, orderReceivedMail(row, sale.pin, link));
    const answer: CreatedOrder = {
      order: await orderDetailOf(tx, row, reads, now),
      pin_code: sale.pin,
      access_token: await signOrderToken(row.orderNumber, 'view', now),
      payment: paid,
    };
    await keep(tx, answer);
    return { answer, row };
  });
  if (!made.answer.payment) return withPaymentStarted(made, owner, clientIp, keep);
  // a voucher order is confirmed already: a member's room nights count now (idempotent per order; a failure is only logged)
  if (owner.kind === 'user') {
    await earnPoints({
      userId: owner.userId,
      orderNumber: made.row.orderNumber,
      amountVnd: 0,
      roomNights: roomNightsOf(made.row),
      now,
      whileOrderConfirmed: lockedOrderStatus,
    }).catch((error: unknown) => {
      logger().warn({ err: error, order: made.row.orderNumber }, 'loyalty room nights not counted for a voucher order');
    });
  }
  return made.answer;
}

import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { orderDealItems } from '@/features/deals/db';
import type { VoucherPurchaseBody } from '@/features/deals/schemas';
import { dealPaymentFactsOf, dealUnitsLeft, purchasableDeal, takeDealUnits } from '@/features/deals/server';
import { enqueueMail } from '@/features/mail/server';
import { paymentMethods } from '@/features/payment/db';
import { amountsWith, PAY_LATER_METHOD } from '@/features/payment/index';
import { payLaterLimitAtOrder, recheckMethodAtOrder } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import type { Tx } from './transition';
import { orders } from '../db';
import type { CreatedOrder } from '../schemas';
import { orderReceivedMail } from './emails/order-received';
import { manageLink } from './manage-link';
import { orderDetailOf } from './order-detail-of';
import { dealOrderTitle } from './order-titles';
import { newOrderValues, withPaymentStarted } from './order-making';
import { signOrderToken } from './order-token';
import { recordCreated } from './transition';

/** Units of this deal the owner holds in unpaid orders (a buyer cannot hoard more than one order's worth). */
async function pendingUnitsOf(tx: Tx, owner: Exclude<Owner, { kind: 'none' }>, dealId: number): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderDealItems.quantity}), 0)::int` })
    .from(orderDealItems)
    .innerJoin(orders, eq(orders.id, orderDealItems.orderId))
    .where(
      and(
        eq(orderDealItems.dealId, dealId),
        isNull(orderDealItems.releasedAt),
        eq(orders.status, 'pending'),
        owner.kind === 'user' ? eq(orders.userId, owner.userId) : eq(orders.guestKeyHash, owner.keyHash),
      ),
    );
  return row?.units ?? 0;
}


/**
 * POST /v3-booking/fe/deal with kind "voucher": in ONE transaction the deal is checked on sale, its option and the
 * quantity too, the chosen method re-checked for a deal (never the voucher method; pay-later within its limit),
 * the units taken by a conditional update (409 DEAL_SOLD_OUT when too few are left), and a pending order of
 * product type "deal" made with its deal line, event, "order received" mail and the kept idempotency answer.
 * Non-refundable once paid (no free cancellation). The payment starts after the commit; the vouchers are
 * issued when it succeeds (applyPaymentEvent).
 */
export async function createDealOrder(
  owner: Owner,
  body: VoucherPurchaseBody,
  keep: KeepAnswer,
  { clientIp, httpRequest }: { clientIp: string; httpRequest: NextRequest },
  now: Date = new Date(),
): Promise<CreatedOrder> {
  if (owner.kind === 'none') throw apiError('UNAUTHORIZED');
  const db = await getDb();
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.paymentMethod, body.payment_method), eq(paymentMethods.active, true)))
    .limit(1);
  if (!method) throw apiError('BK1057', 'Phương thức thanh toán này hiện không khả dụng');
  // a partner call never runs inside the transaction
  const payLaterLimit = method.paymentMethod === PAY_LATER_METHOD ? await payLaterLimitAtOrder(httpRequest, owner) : null;
  const made = await db.transaction(async (tx) => {
    const checked = await purchasableDeal(tx, { dealId: body.deal_id, priceId: body.price_deal_id, quantity: body.quantity, kind: 'voucher' }, now);
    const facts = dealPaymentFactsOf(checked, body.quantity);
    const amounts = amountsWith(facts.totalPrice, 0, method.feePercent, null);
    recheckMethodAtOrder(method, { ...facts, finalPrice: amounts.final_price }, payLaterLimit, now);
    if ((await pendingUnitsOf(tx, owner, checked.deal.id)) + body.quantity > checked.deal.maxPerOrder) throw apiError('DEAL_ORDER_PENDING');
    if (!(await takeDealUnits(tx, checked.deal.id, body.quantity))) {
      const left = await dealUnitsLeft(tx, checked.deal.id);
      // the popup reads how many are left from quantity_left (the message is for people)
      if (left > 0) throw apiError('DEAL_SOLD_OUT', `Rất tiếc, ưu đãi này chỉ còn ${left} suất`, [{ path: 'quantity_left', message: String(left) }]);
      throw apiError('DEAL_SOLD_OUT');
    }
    const { values, pin } = newOrderValues(owner, { paymentMethod: method.paymentMethod, subtotal: facts.totalPrice, couponDiscount: 0, amounts }, now);
    const [order] = await tx
      .insert(orders)
      .values({
        ...values,
        productType: 'deal',
        title: dealOrderTitle(body.lang === 'vi' ? checked.deal.nameVi : checked.deal.nameEn, body.lang),
        hotelId: checked.deal.hotelId,
        contact: body.buyer,
        lang: body.lang,
        freeCancelUntil: null,
      })
      .returning();
    const row = order!;
    await recordCreated(tx, row.id, 'pending', 'customer', now, body.note || null);
    await tx.insert(orderDealItems).values({ orderId: row.id, dealId: checked.deal.id, dealPriceId: checked.price.id, quantity: body.quantity, unitPrice: checked.price.sellPrice });
    await enqueueMail(tx, orderReceivedMail(row, pin, await manageLink(row.orderNumber, now)));
    const answer: CreatedOrder = { order: await orderDetailOf(tx, row, now), pin_code: pin, access_token: await signOrderToken(row.orderNumber, 'view', now), payment: null };
    await keep(tx, answer);
    return { answer, row };
  });
  return withPaymentStarted(made, owner, clientIp, keep);
}

import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { orders } from '@/features/orders/db';
import type { CreatedOrder } from '@/features/orders/schemas';
import { enqueueMail } from '@/features/mail/server';
import {
  createOrder,
  dealVouchersMail,
  newOrderValues,
  type OrderProducts,
  type OrderReads,
  type OrderSource,
} from '@/features/orders/server';
import { dealOrderTitle } from './order-names';
import { paymentMethods } from '@/features/payment/db';
import { amountsWith, PAY_LATER_METHOD } from '@/features/payment/index';
import { payLaterLimitAtOrder, recheckMethodAtOrder } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/client';
import { orderDealItems } from '../db';
import type { VoucherPurchaseBody } from '../schemas';
import { issueDealVouchers } from './deal-vouchers';
import { dealUnitsLeft, takeDealUnits } from './inventory';
import { dealPaymentFactsOf, purchasableDeal } from './purchase-check';
import { messageError } from '@/lib/api/error-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MethodRow = typeof paymentMethods.$inferSelect;

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
 * Vouchers of a deal (kind "voucher") as an order source: the deal checked on sale, its option and the quantity too,
 * the method re-checked for a deal (never the voucher method; pay-later within its limit), the units taken by a
 * conditional update (409 DEAL_SOLD_OUT when too few are left) and the deal line kept on the order. Non-refundable
 * once paid (no free cancellation); the vouchers are issued when the payment succeeds.
 */
function dealOrderSource(owner: Owner, body: VoucherPurchaseBody, httpRequest: NextRequest): OrderSource {
  let method: MethodRow | null = null;
  let payLaterLimit: number | null = null;
  let line: { dealId: number; dealPriceId: number; unitPrice: number } | null = null;
  return {
    async prepare(db) {
      if (owner.kind === 'none') throw apiError('UNAUTHORIZED');
      [method = null] = await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.paymentMethod, body.payment_method), eq(paymentMethods.active, true)))
        .limit(1);
      if (!method) throw messageError('methodUnavailable');
      // a partner call never runs inside the transaction
      payLaterLimit = method.paymentMethod === PAY_LATER_METHOD ? await payLaterLimitAtOrder(httpRequest, owner) : null;
    },
    async lock(tx, now) {
      if (!method || owner.kind === 'none') throw apiError('UNAUTHORIZED');
      const checked = await purchasableDeal(
        tx,
        { dealId: body.deal_id, priceId: body.price_deal_id, quantity: body.quantity, kind: 'voucher' },
        now,
      );
      const facts = dealPaymentFactsOf(checked, body.quantity);
      const amounts = amountsWith(facts.totalPrice, 0, method.feePercent, null);
      recheckMethodAtOrder(method, { ...facts, finalPrice: amounts.final_price }, payLaterLimit, now);
      if ((await pendingUnitsOf(tx, owner, checked.deal.id)) + body.quantity > checked.deal.maxPerOrder)
        throw apiError('DEAL_ORDER_PENDING');
      if (!(await takeDealUnits(tx, checked.deal.id, body.quantity))) {
        const left = await dealUnitsLeft(tx, checked.deal.id);
        // the popup reads how many are left from quantity_left (the message is for people)
        if (left > 0) throw messageError('dealOnlyLeft', { left }, [{ path: 'quantity_left', message: String(left) }]);
        throw apiError('DEAL_SOLD_OUT');
      }
      line = { dealId: checked.deal.id, dealPriceId: checked.price.id, unitPrice: checked.price.sellPrice };
      const { values, pin } = newOrderValues(
        owner,
        { paymentMethod: method.paymentMethod, subtotal: facts.totalPrice, couponDiscount: 0, amounts },
        now,
      );
      return {
        pin,
        note: body.note || null,
        values: {
          ...values,
          productType: 'deal',
          title: dealOrderTitle(body.lang === 'vi' ? checked.deal.nameVi : checked.deal.nameEn, body.lang),
          hotelId: checked.deal.hotelId,
          contact: body.buyer,
          lang: body.lang,
          freeCancelUntil: null,
        },
      };
    },
    async convert(tx, row) {
      if (!line) return;
      await tx.insert(orderDealItems).values({ orderId: row.id, ...line, quantity: body.quantity });
    },
  };
}

/** POST /v3-booking/fe/deal with kind "voucher": a pending order of product type "deal" (createOrder). */
export const createDealOrder = (
  owner: Owner,
  body: VoucherPurchaseBody,
  keep: KeepAnswer,
  { clientIp, httpRequest, reads }: { clientIp: string; httpRequest: NextRequest; reads: OrderReads },
  now?: Date,
): Promise<CreatedOrder> => createOrder(owner, dealOrderSource(owner, body, httpRequest), keep, { clientIp, reads }, now);

/** A voucher deal's codes exist from the moment it is paid, in the paying transaction, with their mail. */
export const dealOrderConfirmed: OrderProducts['confirmed'] = async (tx, row, manageUrl, now) => {
  const issued = await issueDealVouchers(tx, row, now);
  if (issued.length > 0) await enqueueMail(tx, dealVouchersMail(row, issued, manageUrl));
};

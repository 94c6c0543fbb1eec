import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { bookingPaymentChoices, paymentMethods } from '@/features/payment/db';
import { BANK_TRANSFER_METHOD, PAY_LATER_METHOD } from '@/features/payment/schemas';
import { payLaterLimitAtOrder } from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';
import { getDb, type Db } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import type { orders } from '../../db';
import type { CreatedOrder } from '../../schemas';
import type { OrderRow } from '../access/order-access';
import { startPayment } from '../paying/payment-link';
import { newOrderCode, newPin, pinHash } from '../access/pin';
import type { Tx } from '../transition';

type MethodRow = typeof paymentMethods.$inferSelect;
type ChoiceRow = typeof bookingPaymentChoices.$inferSelect;

/** Before the order transaction (a partner call never runs inside one): the pay-later limit when pay-later is chosen. */
export async function payLaterLimitBefore(db: Db, requestId: string, owner: Owner, httpRequest: NextRequest): Promise<number | null> {
  const [chosen] = await db
    .select({ paymentMethod: bookingPaymentChoices.paymentMethod })
    .from(bookingPaymentChoices)
    .where(eq(bookingPaymentChoices.bookingRequestId, requestId))
    .limit(1);
  return chosen?.paymentMethod === PAY_LATER_METHOD ? payLaterLimitAtOrder(httpRequest, owner) : null;
}

/** The chosen method of a request, still active (409 PAYMENT_METHOD_REQUIRED otherwise). */
export async function chosenMethodIn(tx: Tx, requestId: string): Promise<{ choice: ChoiceRow; method: MethodRow }> {
  const [choice] = await tx.select().from(bookingPaymentChoices).where(eq(bookingPaymentChoices.bookingRequestId, requestId)).limit(1);
  if (!choice) throw apiError('PAYMENT_METHOD_REQUIRED');
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.paymentMethod, choice.paymentMethod), eq(paymentMethods.active, true)))
    .limit(1);
  if (!method) throw apiError('PAYMENT_METHOD_REQUIRED');
  return { choice, method };
}

/**
 * The columns every new order shares: its code and PIN hash, owner, pending status, method, amounts and payment
 * deadline (a bank transfer has longer). Answers the PIN too, shown once.
 */
export function newOrderValues(
  owner: Owner,
  {
    paymentMethod,
    subtotal,
    couponDiscount,
    amounts,
  }: { paymentMethod: string; subtotal: number; couponDiscount: number; amounts: { payment_fee: number; final_price: number } },
  now: Date,
): { values: Omit<typeof orders.$inferInsert, 'productType' | 'title'>; pin: string } {
  const env = serverEnv();
  const minutes = paymentMethod === BANK_TRANSFER_METHOD ? env.BANK_TRANSFER_PAYMENT_MINUTES : env.ORDER_PAYMENT_MINUTES;
  const code = newOrderCode();
  const pin = newPin();
  return {
    pin,
    values: {
      orderNumber: code,
      userId: owner.kind === 'user' ? owner.userId : null,
      guestKeyHash: owner.kind === 'guest' ? owner.keyHash : null,
      pinHash: pinHash(code, pin),
      status: 'pending',
      couponDiscountVnd: couponDiscount,
      subtotalVnd: subtotal,
      paymentMethod,
      paymentFeeVnd: amounts.payment_fee,
      totalVnd: amounts.final_price,
      paymentDeadline: new Date(now.getTime() + minutes * 60_000),
      createdAt: now,
      updatedAt: now,
    },
  };
}

/** After the commit: the payment link (a provider failure never loses the order), kept with the answer for a retry. */
export async function withPaymentStarted(
  made: { answer: CreatedOrder; row: OrderRow },
  owner: Owner,
  clientIp: string,
  keep: KeepAnswer,
): Promise<CreatedOrder> {
  try {
    const payment = await startPayment(made.row, { clientIp, userId: owner.kind === 'user' ? owner.userId : null });
    const answer = { ...made.answer, payment };
    // a retry with the same key now gets the link too
    await (await getDb()).transaction((tx) => keep(tx, answer));
    return answer;
  } catch (error) {
    logger().warn({ err: error, order: made.row.orderNumber }, 'payment could not start after the order was made');
    return made.answer;
  }
}

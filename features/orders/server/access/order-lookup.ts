import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { tooManyAttempts } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { orders } from '../../db';
import type { OrderLookupAnswer } from '../../schemas';
import type { OrderReads } from '../order-products';
import { orderDetailOf } from '../reads/order-detail-of';
import { orderLookupSucceeded, reserveOrderLookup } from './order-lookup-limits';
import { signOrderToken } from './order-token';
import { pinMatches } from './pin';
import { messageError } from '@/lib/api/error-messages';

// spec 8's message, one for a wrong PIN and an unknown code alike
const LOOKUP_LINK_DAYS = 1;

/**
 * GET get-order-by: order code + PIN (compared in constant time). Every attempt is taken from the limits of
 * order-lookup-limits first; refused, 429 TOO_MANY_ATTEMPTS with Retry-After.
 */
export async function lookupOrder(
  request: NextRequest,
  { order_code, pin_code }: { order_code: string; pin_code: string },
  reads: OrderReads,
): Promise<OrderLookupAnswer> {
  const attempt = await reserveOrderLookup(request, order_code);
  if (attempt.wait > 0) throw tooManyAttempts(attempt.wait);
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, order_code)).limit(1);
  // an unknown code still pays for one HMAC, so timing tells nothing either
  const stored = row?.pinHash ?? '0'.repeat(64);
  if (!pinMatches(order_code, pin_code, stored) || !row) throw messageError('orderCodeOrPinWrong');
  await orderLookupSucceeded(attempt);
  // code + PIN proves what the emailed link proves: the same management (cancel, invoice, pay), for a day
  return {
    order: await orderDetailOf(db, row, reads),
    access_token: await signOrderToken(row.orderNumber, 'manage', new Date(), LOOKUP_LINK_DAYS),
  };
}

export { resetOrderLookupLimit } from './order-lookup-limits';

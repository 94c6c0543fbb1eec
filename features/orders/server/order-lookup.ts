import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import { apiError, notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { orders } from '../db';
import type { OrderLookupAnswer } from '../schemas';
import { orderDetailOf } from './order-detail-of';
import { orderLookupSucceeded, reserveOrderLookup } from './order-lookup-limits';
import { signOrderToken } from './order-token';
import { pinMatches } from './pin';

const retryAfterOf = new WeakMap<NextRequest, number>();
// spec 8's message, one for a wrong PIN and an unknown code alike
const NO_MATCH = 'Mã đơn hàng hoặc mã PIN không đúng';
const LOOKUP_LINK_DAYS = 1;

/**
 * GET get-order-by: order code + PIN (compared in constant time). Every attempt is taken from the limits of
 * order-lookup-limits first; refused, 429 TOO_MANY_ATTEMPTS with Retry-After (set by withLookupHeaders).
 */
export async function lookupOrder(request: NextRequest, { order_code, pin_code }: { order_code: string; pin_code: string }): Promise<OrderLookupAnswer> {
  const attempt = await reserveOrderLookup(request, order_code);
  if (attempt.wait > 0) {
    retryAfterOf.set(request, attempt.wait);
    throw apiError('TOO_MANY_ATTEMPTS');
  }
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, order_code)).limit(1);
  // an unknown code still pays for one HMAC, so timing tells nothing either
  const stored = row?.pinHash ?? '0'.repeat(64);
  if (!pinMatches(order_code, pin_code, stored) || !row) throw notFound(NO_MATCH);
  await orderLookupSucceeded(attempt);
  // code + PIN proves what the emailed link proves: the same management (cancel, invoice, pay), for a day
  return { order: await orderDetailOf(db, row), access_token: await signOrderToken(row.orderNumber, 'manage', new Date(), LOOKUP_LINK_DAYS) };
}

export { resetOrderLookupLimit } from './order-lookup-limits';

type Handler<C> = (request: NextRequest, context: C) => Promise<NextResponse>;
/** Puts a refused lookup's Retry-After on its 429 (route() knows no headers of its own). */
export function withLookupHeaders<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    const wait = retryAfterOf.get(request);
    if (wait !== undefined) response.headers.set('retry-after', String(wait));
    return response;
  };
}

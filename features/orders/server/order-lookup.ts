import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest, NextResponse } from 'next/server';
import { apiError, notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { clientAddress } from '@/lib/security/client-address';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';
import { orders } from '../db';
import type { OrderLookupAnswer } from '../schemas';
import { orderDetailOf } from './order-detail-of';
import { signOrderToken } from './order-token';
import { pinMatches } from './pin';

const retryAfterOf = new WeakMap<NextRequest, number>();
const WINDOW_SECONDS = 15 * 60;
// spec 8's message, one for a wrong PIN and an unknown code alike
const NO_MATCH = 'Mã đơn hàng hoặc mã PIN không đúng';

const limits = rateLimiters('order_lookup_limits', () => ({
  byAddress: { keyPrefix: 'order-lookup-address', points: serverEnv().ORDER_LOOKUP_LIMIT, duration: WINDOW_SECONDS },
  byCode: { keyPrefix: 'order-lookup-code', points: serverEnv().ORDER_LOOKUP_LIMIT, duration: WINDOW_SECONDS },
}));

/**
 * GET get-order-by: order code + PIN (compared in constant time). Every attempt spends from two budgets of
 * ORDER_LOOKUP_LIMIT per 15 minutes, per client address and per order code (so many addresses cannot guess
 * one order's 6 digits); past either, 429 TOO_MANY_ATTEMPTS with Retry-After (set by withLookupHeaders).
 */
export async function lookupOrder(request: NextRequest, { order_code, pin_code }: { order_code: string; pin_code: string }): Promise<OrderLookupAnswer> {
  const budgets = await limits.get();
  for (const [limiter, key] of [[budgets.byAddress, clientAddress(request)], [budgets.byCode, order_code]] as const) {
    const wait = await takeFrom(limiter, key);
    if (wait > 0) {
      retryAfterOf.set(request, wait);
      throw apiError('TOO_MANY_ATTEMPTS');
    }
  }
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, order_code)).limit(1);
  // an unknown code still pays for one HMAC, so timing tells nothing either
  const stored = row?.pinHash ?? '0'.repeat(64);
  if (!pinMatches(order_code, pin_code, stored) || !row) throw notFound(NO_MATCH);
  return { order: await orderDetailOf(db, row), access_token: await signOrderToken(row.orderNumber, 'view') };
}

/** Tests start from clean counters. */
export const resetOrderLookupLimit = (): Promise<void> => limits.reset();

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

import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { apiError } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';
import { clientAddress } from '@/lib/security/client-address';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';
import { sha256Hex } from '@/lib/security/sha256';

const HOUR = 3_600;
/** Confirmation mails one email address may ask for per hour, whatever client asks. */
const SUBSCRIBE_PER_EMAIL_PER_HOUR = 5;

const limits = rateLimiters('content_rate_limits', () => ({
  contact: { keyPrefix: 'contact', points: serverEnv().CONTACT_RATE_LIMIT_PER_HOUR, duration: HOUR },
  subscribeByClient: { keyPrefix: 'subscribe-client', points: serverEnv().SUBSCRIBE_RATE_LIMIT_PER_HOUR, duration: HOUR },
  subscribeByEmail: { keyPrefix: 'subscribe-email', points: SUBSCRIBE_PER_EMAIL_PER_HOUR, duration: HOUR },
}));

/** A refused request's seconds to wait, for its 429's Retry-After (route() owns the response). */
const retryAfterOf = new WeakMap<NextRequest, number>();

/**
 * Takes one from a budget: the client address's (`contact`, `subscribeByClient`) or an email address's
 * (`subscribeByEmail`, kept only as its hash); past it, 429 TOO_MANY_ATTEMPTS before anything is written.
 */
export async function takeContentLimit(request: NextRequest, name: 'contact' | 'subscribeByClient' | 'subscribeByEmail', email?: string): Promise<void> {
  const key = name === 'subscribeByEmail' ? sha256Hex(email ?? '') : clientAddress(request);
  const wait = await takeFrom((await limits.get())[name], key);
  if (wait === 0) return;
  retryAfterOf.set(request, wait);
  throw apiError('TOO_MANY_ATTEMPTS');
}

type Handler<C> = (request: NextRequest, context: C) => Promise<NextResponse>;
/** Puts a refused write's Retry-After on its 429. */
export function withContentLimitHeaders<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    const wait = retryAfterOf.get(request);
    if (wait !== undefined) response.headers.set('retry-after', String(wait));
    return response;
  };
}

/** Tests start from clean counters. */
export const resetContentRateLimits = (): Promise<void> => limits.reset();

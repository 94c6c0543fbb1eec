import 'server-only';
import type { NextRequest } from 'next/server';
import { apiError } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';
import { clientAddress } from '@/lib/security/client-address';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';
import { setBookingHeader } from './guest-cookie';

const limits = rateLimiters('booking_rate_limits', () => ({
  writes: { keyPrefix: 'booking-writes', points: serverEnv().BOOKING_RATE_LIMIT_PER_MINUTE, duration: 60 },
}));

/**
 * Every booking write (request-price, apply and remove a coupon) takes one from its client address's budget of
 * BOOKING_RATE_LIMIT_PER_MINUTE; past it, 429 TOO_MANY_ATTEMPTS with Retry-After, before anything is read or
 * held. Holds are inventory: without it one address could hold a hotel's rooms with new guests forever.
 */
export async function takeBookingWrite(request: NextRequest): Promise<void> {
  const wait = await takeFrom((await limits.get()).writes, clientAddress(request));
  if (wait === 0) return;
  setBookingHeader(request, 'retry-after', String(wait));
  throw apiError('TOO_MANY_ATTEMPTS');
}

/** Tests start from clean counters. */
export const resetBookingRateLimit = (): Promise<void> => limits.reset();

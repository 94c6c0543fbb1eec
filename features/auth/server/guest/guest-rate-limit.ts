import 'server-only';
import type { NextRequest } from 'next/server';
import { tooManyAttempts } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';
import { clientAddress } from '@/lib/security/client-address';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';

const NEW_GUEST_WINDOW_SECONDS = 15 * 60;

const limits = rateLimiters('booking_rate_limits', () => ({
  writes: { keyPrefix: 'booking-writes', points: serverEnv().BOOKING_RATE_LIMIT_PER_MINUTE, duration: 60 },
  // a third of the per-minute write budget per hold window: 10 new guests per address per 15 minutes by default
  newGuests: {
    keyPrefix: 'booking-new-guests',
    points: Math.max(1, Math.ceil(serverEnv().BOOKING_RATE_LIMIT_PER_MINUTE / 3)),
    duration: NEW_GUEST_WINDOW_SECONDS,
  },
}));

async function take(request: NextRequest, name: 'writes' | 'newGuests'): Promise<void> {
  const wait = await takeFrom((await limits.get())[name], clientAddress(request));
  if (wait === 0) return;
  throw tooManyAttempts(wait);
}

/**
 * Every booking write (request-price, apply and remove a coupon) takes one from its client address's budget of
 * BOOKING_RATE_LIMIT_PER_MINUTE; past it, 429 TOO_MANY_ATTEMPTS with Retry-After, before anything is read or
 * held. Holds are inventory: without it one address could hold a hotel's rooms with new guests forever.
 */
export const takeBookingWrite = (request: NextRequest): Promise<void> => take(request, 'writes');

/**
 * A write without a guest cookie makes a new guest, and every guest may keep 3 holds: new guests per client
 * address are limited too (a third of the per-minute write budget per 15 minutes), so one address cannot
 * hold a hotel's rooms by writing without cookies. Holders of a cookie and members never spend from it.
 */
export const takeNewGuest = (request: NextRequest): Promise<void> => take(request, 'newGuests');

/** Tests start from clean counters. */
export const resetBookingRateLimit = (): Promise<void> => limits.reset();

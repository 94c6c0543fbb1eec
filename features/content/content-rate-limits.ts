import 'server-only';
import { apiError } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';
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

export type ContentLimit = 'contact' | 'subscribeByClient' | 'subscribeByEmail';

/** Takes one from a budget; past it, 429 TOO_MANY_ATTEMPTS (with the seconds to wait) before anything is written. */
export async function takeContentLimit(name: ContentLimit, key: string): Promise<void> {
  // an email address is a key only as its hash: the limiter's table is no list of addresses
  const wait = await takeFrom((await limits.get())[name], name === 'subscribeByEmail' ? sha256Hex(key) : key);
  if (wait > 0) throw apiError('TOO_MANY_ATTEMPTS');
}

/** Tests start from clean counters. */
export const resetContentRateLimits = (): Promise<void> => limits.reset();

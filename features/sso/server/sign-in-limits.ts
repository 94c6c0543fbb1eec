import 'server-only';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';

/** At most 10 failed sign-ins per 15 minutes, per account and per client address. */
const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;

// the prefixes and table the counters always had, in PostgreSQL and in Redis (lib/security/rate-limiter picks
// Redis, PostgreSQL or memory)
const limits = rateLimiters('sso_rate_limits', () => ({
  account: { keyPrefix: 'account', redisKeyPrefix: 'sso-fail-account', points: MAX_FAILURES, duration: WINDOW_SECONDS },
  ip: { keyPrefix: 'ip', redisKeyPrefix: 'sso-fail-ip', points: MAX_FAILURES, duration: WINDOW_SECONDS },
}));

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Takes one attempt from the account's and the address's budgets BEFORE the password is checked, so many
 * parallel guesses cannot all pass a check that only counts failures afterwards. Answers the seconds to
 * wait when either budget is spent, else 0. A success gives its attempts back (clearFailedSignIns).
 */
export async function reserveSignInAttempt(email: string, ip: string, purpose: 'sign-in' | 'reset' = 'sign-in'): Promise<number> {
  const { account, ip: byIp } = await limits.get();
  const prefix = purpose === 'reset' ? 'reset:' : '';
  const waits = await Promise.all([takeFrom(account, `${prefix}${accountKey(email)}`), takeFrom(byIp, `${prefix}${ip}`)]);
  return Math.max(...waits);
}

/**
 * A successful sign-in clears the account's counter and gives the address back the attempt it took (the
 * address keeps its failures: one address may try many accounts).
 */
export async function clearFailedSignIns(email: string, ip: string): Promise<void> {
  const { account, ip: byIp } = await limits.get();
  await Promise.all([account.delete(accountKey(email)), byIp.reward(ip, 1)]);
}

/** Tests start from clean counters. */
export const resetSignInLimits = (): Promise<void> => limits.reset();

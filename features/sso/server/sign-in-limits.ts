import 'server-only';
import { ownerSafeLimits, type Reservation } from '@/lib/security/owner-safe-limits';

/**
 * Failed sign-ins (and reset requests): 10 per 15 minutes per (account, address) and 30 per address, then
 * refused; per account from any address the 11th attempt in an hour and later ones are only slowed (1, 2, 4 ...
 * seconds, at most a minute), and an address the account signed in from in the last 14 days is not slowed, so
 * strangers cannot lock the owner out (OWASP ASVS 2.2.1). Counted in Redis, PostgreSQL (`sso_rate_limits`)
 * or memory (lib/security/rate-limiter).
 */
const limits = ownerSafeLimits(
  'sso_rate_limits',
  {
    pair: { keyPrefix: 'pair', redisKeyPrefix: 'sso-fail-pair' },
    address: { keyPrefix: 'ip', redisKeyPrefix: 'sso-fail-ip' },
    subject: { keyPrefix: 'account', redisKeyPrefix: 'sso-fail-account' },
    slot: { keyPrefix: 'slot', redisKeyPrefix: 'sso-slow-account' },
    known: { keyPrefix: 'known', redisKeyPrefix: 'sso-known-address' },
  },
  () => ({ pairPoints: 10, addressPoints: 30, windowSeconds: 15 * 60, slowAfter: 10, maxDelaySeconds: 60, knownDays: 14 }),
);

const accountKey = (email: string) => email.trim().toLowerCase();

export type SignInReservation = Reservation;

/**
 * Takes one attempt BEFORE the password is checked, so parallel guesses cannot all pass a check that only
 * counts failures afterwards. `wait` > 0: the seconds to wait. A success hands it to clearFailedSignIns.
 */
export function reserveSignInAttempt(email: string, ip: string, purpose: 'sign-in' | 'reset' = 'sign-in'): Promise<SignInReservation> {
  return limits.reserve(`${purpose === 'reset' ? 'reset:' : ''}${accountKey(email)}`, ip);
}

/** A success forgives the address's failures on the account, gives back its attempt and knows the address. */
export const clearFailedSignIns = (reservation: SignInReservation): Promise<void> => limits.succeeded(reservation);

/** Tests start from clean counters. */
export const resetSignInLimits = (): Promise<void> => limits.reset();

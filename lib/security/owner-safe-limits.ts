import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';

/**
 * Budgets for guessing a secret (a password, an order's PIN) that strangers cannot turn against its owner:
 * - per (subject, address): `pairPoints` attempts per `windowSeconds`, then refused (the hammering address);
 * - per address: `addressPoints` per `windowSeconds`, then refused (one address trying many subjects);
 * - per subject from any address: the first `slowAfter` attempts an hour pass, each further one needs a
 *   free slot whose length doubles (1, 2, 4 ... s) up to `maxDelaySeconds`: it slows, it never locks. At the
 *   one-minute cap that is about 75 attempts an hour (OWASP ASVS 2.2.1: at most 100 a hour on one account).
 * An address that got the secret right in the last `knownDays` skips the per-subject slow-down (the owner
 * at home while a stranger hammers), never its own two budgets. A success gives its attempt back.
 */
// knownDays: at most 24 (the in-memory store expires keys with a 32-bit setTimeout)
export type OwnerSafeSpec = {
  pairPoints: number;
  addressPoints: number;
  windowSeconds: number;
  slowAfter: number;
  maxDelaySeconds: number;
  knownDays: number;
};
/** Key prefixes per budget (Redis may keep the longer ones it always had). */
type Prefixes = Record<'pair' | 'address' | 'subject' | 'slot' | 'known', { keyPrefix: string; redisKeyPrefix?: string }>;

const SUBJECT_WINDOW_SECONDS = 60 * 60;

/** What reserve() took, handed back to succeeded(). */
export type Reservation = { wait: number; subject: string; address: string; counted: boolean };

/** The slot length for the k-th attempt past the free ones: 1, 2, 4 ... seconds, at most `max`. */
const slowDelaySeconds = (k: number, max: number): number => Math.min(max, 2 ** Math.min(30, Math.max(0, k - 1)));

export function ownerSafeLimits(table: string, prefixes: Prefixes, spec: () => OwnerSafeSpec) {
  const limits = rateLimiters(table, () => {
    const s = spec();
    return {
      pair: { ...prefixes.pair, points: s.pairPoints, duration: s.windowSeconds },
      address: { ...prefixes.address, points: s.addressPoints, duration: s.windowSeconds },
      subject: { ...prefixes.subject, points: 1_000_000, duration: SUBJECT_WINDOW_SECONDS },
      slot: { ...prefixes.slot, points: 1, duration: s.maxDelaySeconds },
      known: { ...prefixes.known, points: 1_000_000, duration: s.knownDays * 86_400 },
    };
  });
  const pairKey = (subject: string, address: string) => `${subject}|${address}`;

  /** Takes one attempt BEFORE the secret is checked (parallel guesses cannot slip past): `wait` > 0 refuses. */
  async function reserve(subject: string, address: string): Promise<Reservation> {
    const l = await limits.get();
    const s = spec();
    const answer = (wait: number, counted = false): Reservation => ({ wait, subject, address, counted });
    const hard = Math.max(...(await Promise.all([takeFrom(l.pair, pairKey(subject, address)), takeFrom(l.address, address)])));
    if (hard > 0) return answer(hard);
    if (await l.known.get(pairKey(subject, address))) return answer(0);
    const { consumedPoints } = await l.subject.consume(subject, 1);
    if (consumedPoints <= s.slowAfter) return answer(0, true);
    // one attempt per slot, taken atomically by the store: of parallel guesses past the free ones, one passes
    const delay = slowDelaySeconds(consumedPoints - s.slowAfter, s.maxDelaySeconds);
    const wait = await waitOf(l.slot.consume(subject, 1, { customDuration: delay }));
    if (wait === 0) return answer(0, true);
    await l.subject.reward(subject, 1);
    return answer(wait);
  }

  /** The right secret: the address is known to the subject from now on, and the attempt is given back. */
  async function succeeded(reservation: Reservation): Promise<void> {
    const l = await limits.get();
    const key = pairKey(reservation.subject, reservation.address);
    await Promise.all([
      l.pair.delete(key),
      l.address.reward(reservation.address, 1),
      l.known.set(key, 1, spec().knownDays * 86_400),
      reservation.counted ? l.subject.reward(reservation.subject, 1) : undefined,
    ]);
  }

  return { reserve, succeeded, reset: limits.reset };
}

/** 0 when the store took the point, else the seconds until it can (at least 1). */
function waitOf(consumed: Promise<RateLimiterRes>): Promise<number> {
  return consumed.then(
    () => 0,
    (refusal: unknown) => {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    },
  );
}

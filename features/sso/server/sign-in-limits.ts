import 'server-only';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDatabase, type DatabaseHandle } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';

/** At most 10 failed sign-ins per 15 minutes, per account and per client address. */
const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;
const TABLE = 'sso_rate_limits';

type Limiters = { account: RateLimiterAbstract; ip: RateLimiterAbstract; handle?: DatabaseHandle };
let current: Promise<Limiters> | undefined;

const options = (keyPrefix: string) => ({ keyPrefix, points: MAX_FAILURES, duration: WINDOW_SECONDS });

async function buildLimiters(): Promise<Limiters> {
  const env = serverEnv();
  if (env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    const storeClient = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    return {
      account: new RateLimiterRedis({ storeClient, ...options('sso-fail-account') }),
      ip: new RateLimiterRedis({ storeClient, ...options('sso-fail-ip') }),
    };
  }
  const handle = await getDatabase();
  if (handle.kind === 'postgres') {
    // shared by every server process on this database; the library makes its table on first use
    const storeClient = (handle.db as unknown as { $client: Pool }).$client;
    const make = (prefix: string) =>
      new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(
          { storeClient, storeType: 'pool', tableName: TABLE, ...options(prefix) },
          (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(limiter)),
        );
      });
    const account = await make('account');
    return { account, ip: await make('ip'), handle };
  }
  // Embedded PGlite lives inside one server process by design, so counters in this process's memory see every attempt.
  return { account: new RateLimiterMemory(options('account')), ip: new RateLimiterMemory(options('ip')), handle };
}

async function limiters(): Promise<Limiters> {
  const handle = serverEnv().REDIS_URL ? undefined : await getDatabase();
  const built = current ? await current : undefined;
  // tests point the process at another database between files
  if (!built || built.handle !== handle) current = buildLimiters();
  return current!;
}

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Takes one attempt from the account's and the address's budgets BEFORE the password is checked, so many
 * parallel guesses cannot all pass a check that only counts failures afterwards. Answers the seconds to
 * wait when either budget is spent, else 0. A success gives its attempts back (clearFailedSignIns).
 */
export async function reserveSignInAttempt(email: string, ip: string, purpose: 'sign-in' | 'reset' = 'sign-in'): Promise<number> {
  const { account, ip: byIp } = await limiters();
  const prefix = purpose === 'reset' ? 'reset:' : '';
  const take = (limiter: RateLimiterAbstract, key: string) =>
    limiter.consume(`${prefix}${key}`).then(
      () => 0,
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      },
    );
  const waits = await Promise.all([take(account, accountKey(email)), take(byIp, ip)]);
  return Math.max(...waits);
}

/**
 * A successful sign-in clears the account's counter and gives the address back the attempt it took (the
 * address keeps its failures: one address may try many accounts).
 */
export async function clearFailedSignIns(email: string, ip: string): Promise<void> {
  const { account, ip: byIp } = await limiters();
  await Promise.all([account.delete(accountKey(email)), byIp.reward(ip, 1)]);
}

/** Tests start from clean counters. */
export async function resetSignInLimits(): Promise<void> {
  const built = current ? await current : undefined;
  current = undefined;
  if (built?.handle?.kind === 'postgres') await built.handle.exec(`DELETE FROM ${TABLE}`).catch(() => undefined);
}

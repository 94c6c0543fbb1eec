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

/** Seconds until sign-in may be tried again, or 0 when it may now. */
export async function signInBlockedFor(email: string, ip: string): Promise<number> {
  const { account, ip: byIp } = await limiters();
  const states = await Promise.all([account.get(accountKey(email)), byIp.get(ip)]);
  const blocked = states.filter((s): s is RateLimiterRes => s !== null && s.consumedPoints >= MAX_FAILURES);
  if (blocked.length === 0) return 0;
  return Math.max(1, Math.ceil(Math.max(...blocked.map((s) => s.msBeforeNext)) / 1000));
}

/** Counts a failed sign-in against the account and the address. */
export async function recordFailedSignIn(email: string, ip: string): Promise<void> {
  const { account, ip: byIp } = await limiters();
  const consume = (limiter: RateLimiterAbstract, key: string) =>
    limiter.consume(key).catch((error: unknown) => {
      // over the limit: the next attempt is refused by signInBlockedFor
      if (!(error instanceof RateLimiterRes)) throw error;
    });
  await Promise.all([consume(account, accountKey(email)), consume(byIp, ip)]);
}

/** A successful sign-in clears the account's counter (not the address's: one address may try many accounts). */
export async function clearFailedSignIns(email: string): Promise<void> {
  const { account } = await limiters();
  await account.delete(accountKey(email));
}

/** Tests start from clean counters. */
export async function resetSignInLimits(): Promise<void> {
  const built = current ? await current : undefined;
  current = undefined;
  if (built?.handle?.kind === 'postgres') await built.handle.exec(`DELETE FROM ${TABLE}`).catch(() => undefined);
}

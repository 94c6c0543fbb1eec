import 'server-only';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDatabase, type DatabaseHandle } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';

/** One budget: `points` per `duration` seconds per key, under a key prefix. */
type LimitSpec = { keyPrefix: string; points: number; duration: number; redisKeyPrefix?: string };
type Built<N extends string> = { limiters: Record<N, RateLimiterAbstract>; handle?: DatabaseHandle; signature: string };

const REDIS_CONNECT_WAIT_MS = 2_000;

/** Resolves when the client is ready, or after `ms` (the insurance limiter covers a Redis still away). */
function connected(client: import('ioredis').Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
}

async function build<N extends string>(table: string, specs: Record<N, LimitSpec>, signature: string): Promise<Built<N>> {
  const env = serverEnv();
  const names = Object.keys(specs) as N[];
  const each = async (make: (spec: LimitSpec) => Promise<RateLimiterAbstract> | RateLimiterAbstract) =>
    Object.fromEntries(await Promise.all(names.map(async (name) => [name, await make(specs[name])]))) as Record<N, RateLimiterAbstract>;
  if (env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    const storeClient = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // without an offline queue a command sent while connecting fails: the first requests wait for the connection
    // (briefly), and whenever Redis fails this process's own counters take over (the library's insurance limiter)
    let warnedAt = -Infinity;
    storeClient.on('error', (error: Error) => {
      if (Date.now() - warnedAt < 60_000) return;
      warnedAt = Date.now();
      logger().warn({ err: error.message }, 'rate limits: Redis unavailable, counting in this process');
    });
    await connected(storeClient, REDIS_CONNECT_WAIT_MS);
    // Redis is shared with other apps: a budget may keep the longer key prefix it always had there
    return {
      limiters: await each(
        ({ redisKeyPrefix, ...spec }) =>
          new RateLimiterRedis({
            storeClient,
            ...spec,
            keyPrefix: redisKeyPrefix ?? spec.keyPrefix,
            insuranceLimiter: new RateLimiterMemory({ ...spec }),
          }),
      ),
      signature,
    };
  }
  const handle = await getDatabase();
  if (handle.kind === 'postgres') {
    // shared by every server process on this database; the library makes its table on first use
    const storeClient = (handle.db as unknown as { $client: Pool }).$client;
    const make = (spec: LimitSpec) =>
      new Promise<RateLimiterAbstract>((resolve, reject) => {
        const limiter: RateLimiterPostgres = new RateLimiterPostgres(
          { storeClient, storeType: 'pool', tableName: table, keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.duration },
          (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(limiter)),
        );
      });
    // one at a time: each creates the same table if missing
    const limiters = {} as Record<N, RateLimiterAbstract>;
    for (const name of names) limiters[name] = await make(specs[name]);
    return { limiters, handle, signature };
  }
  // Embedded PGlite lives inside one server process by design, so counters in this process's memory see every attempt.
  return {
    limiters: await each(({ keyPrefix, points, duration }) => new RateLimiterMemory({ keyPrefix, points, duration })),
    handle,
    signature,
  };
}

/**
 * Named rate limiters with `rate-limiter-flexible`: in Redis with REDIS_URL (shared by every process), else in
 * PostgreSQL (`table`, across processes), else in memory on embedded PGlite (one process by design). `specs`
 * is read on each use, so budgets from the environment apply when it changes (tests do).
 */
export function rateLimiters<N extends string>(table: string, specs: () => Record<N, LimitSpec>) {
  let current: Promise<Built<N>> | undefined;
  async function get(): Promise<Record<N, RateLimiterAbstract>> {
    const wanted = specs();
    const signature = JSON.stringify(wanted);
    const handle = serverEnv().REDIS_URL ? undefined : await getDatabase();
    const built = current ? await current : undefined;
    // tests point the process at another database between files
    if (!built || built.handle !== handle || built.signature !== signature) current = build(table, wanted, signature);
    return (await current!).limiters;
  }
  async function reset(): Promise<void> {
    const built = current ? await current : undefined;
    current = undefined;
    if (built?.handle?.kind === 'postgres') await built.handle.exec(`DELETE FROM ${table}`).catch(() => undefined);
  }
  return { get, reset };
}

/** Takes `points` from a key's budget: 0 when it had them, else the seconds until it has (at least 1). */
export function takeFrom(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number> {
  return limiter.consume(key, points).then(
    () => 0,
    (refusal: unknown) => {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    },
  );
}

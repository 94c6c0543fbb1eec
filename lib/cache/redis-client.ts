import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { logger } from '@/lib/logger';

/**
 * A guarded Redis connection for caches: a cache in Redis must never break or slow a page. A command that
 * fails or passes COMMAND_TIMEOUT_MS gives the caller its fallback (as if the cache were off), the failure
 * is logged at most once per LOG_EVERY_MS, and Redis is not asked again for PAUSE_MS, so a dead server adds
 * no latency. Commands are never queued while disconnected.
 */
export type GuardedRedis = {
  readonly client: Redis;
  /** every key of this deploy starts with it: `<REDIS_KEY_PREFIX><build id>:` */
  readonly namespace: string;
  run<T>(command: (client: Redis) => Promise<T>, fallback: T): Promise<T>;
  close(): Promise<void>;
};

const COMMAND_TIMEOUT_MS = 300;
const PAUSE_MS = 5_000;
const LOG_EVERY_MS = 30_000;

/** The id of the build this process serves (Next writes it at build), so a new deploy never reads an old one's entries. */
function buildId(dir = process.cwd()): string {
  try {
    return readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim() || 'development';
  } catch {
    return 'development';
  }
}

export function guardRedis(client: Redis, namespace: string, now: () => number = Date.now): GuardedRedis {
  let pausedUntil = 0;
  let loggedAt = -Infinity;
  const fail = (error: unknown) => {
    const at = now();
    pausedUntil = at + PAUSE_MS;
    if (at - loggedAt < LOG_EVERY_MS) return;
    loggedAt = at;
    logger().warn({ err: error instanceof Error ? error.message : String(error) }, 'redis cache unavailable: serving without it');
  };
  client.on('error', fail);
  return {
    client,
    namespace,
    async run(command, fallback) {
      if (now() < pausedUntil || client.status !== 'ready') return fallback;
      try {
        return await command(client);
      } catch (error) {
        fail(error);
        return fallback;
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

async function connectRedis(url: string, namespace: string): Promise<GuardedRedis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  return guardRedis(client, namespace);
}

/** Waits a moment for the connection (the guard skips Redis until it is ready); a Redis that is down does not hold the caller. */
export function redisReady({ client }: GuardedRedis, timeoutMs = 2_000): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// server.ts and Next's server bundles are separate module graphs in one process: they share one connection.
const SHARED = Symbol.for('travel-booking.cache-redis');
type WithShared = typeof globalThis & { [SHARED]?: Promise<GuardedRedis | null> };

/**
 * This process's cache connection, made on first use from REDIS_URL; null without it. `prefix` is
 * REDIS_KEY_PREFIX (server.ts and the memo caches pass the same one).
 */
export function sharedRedis(url: string | undefined, prefix: string): Promise<GuardedRedis | null> {
  const holder = globalThis as WithShared;
  holder[SHARED] ??= url ? connectRedis(url, `${prefix}${buildId()}:`) : Promise.resolve(null);
  return holder[SHARED];
}

/** Closes the shared connection (SIGTERM), waiting for the replies still due. */
export async function closeSharedRedis(): Promise<void> {
  const holder = globalThis as WithShared;
  const shared = await holder[SHARED];
  delete holder[SHARED];
  await shared?.close();
}

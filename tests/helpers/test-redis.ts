import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the cache tests use (CI runs one on the default port). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether TEST_REDIS_URL answers; the Redis tests are skipped, saying so, when it does not. */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.warn(`Redis tests skipped: nothing answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix of its own for one test run. */
export const testKeyPrefix = () => `test-${randomUUID().slice(0, 8)}:`;

/** Every key under `prefix`, and removes them (cleanup). */
export async function dropKeys(prefix: string): Promise<number> {
  const client = new Redis(TEST_REDIS_URL);
  try {
    let dropped = 0;
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) dropped += await client.del(...keys);
    } while (cursor !== '0');
    return dropped;
  } finally {
    client.disconnect();
  }
}

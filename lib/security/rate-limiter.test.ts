import { afterEach, describe, expect, it } from 'vitest';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '@/tests/helpers/test-redis';
import { resetServerEnvCache } from '@/lib/env/server';
import { rateLimiters, takeFrom } from './rate-limiter';

const reachable = await redisReachable();
const prefixes: string[] = [];

afterEach(async () => {
  delete process.env.REDIS_URL;
  resetServerEnvCache();
  if (reachable) for (const prefix of prefixes.splice(0)) await dropKeys(prefix);
});

/** A fresh budget of 3 per minute under its own key prefix, on the Redis at `url`. */
function limiterOn(url: string) {
  process.env.REDIS_URL = url;
  resetServerEnvCache();
  const keyPrefix = testKeyPrefix();
  prefixes.push(keyPrefix);
  return rateLimiters('unused_table', () => ({ tries: { keyPrefix, points: 3, duration: 60 } }));
}

describe('rate limiters on Redis', () => {
  it.skipIf(!reachable)('count the very first request after start in Redis (no "offline queue" error while connecting)', async () => {
    const { tries } = await limiterOn(TEST_REDIS_URL).get();
    expect(await Promise.all([1, 2, 3].map(() => takeFrom(tries, 'client-1')))).toEqual([0, 0, 0]);
    expect(await takeFrom(tries, 'client-1')).toBeGreaterThan(0);
  });

  it('fall back to counting in this process when Redis cannot be reached, never failing the request', async () => {
    const { tries } = await limiterOn('redis://127.0.0.1:1').get();
    expect(await Promise.all([1, 2, 3].map(() => takeFrom(tries, 'client-2')))).toEqual([0, 0, 0]);
    expect(await takeFrom(tries, 'client-2')).toBeGreaterThan(0);
  }, 10_000);
});

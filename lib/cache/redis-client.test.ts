import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '@/tests/helpers/test-redis';
import { guardRedis, redisReady } from './redis-client';

const redisUp = await redisReachable();

describe.skipIf(!redisUp)('guarded Redis', () => {
  const prefix = testKeyPrefix();
  afterAll(() => dropKeys(prefix));

  it('gives the fallback when a command fails, then leaves Redis alone for a while', async () => {
    let now = 1_000_000;
    const redis = guardRedis(new Redis(TEST_REDIS_URL, { enableOfflineQueue: false }), prefix, () => now);
    try {
      expect(await redisReady(redis)).toBe(true);
      await redis.client.set(`${prefix}k`, 'v');
      expect(await redis.run((client) => client.get(`${prefix}k`), 'fallback')).toBe('v');
      expect(await redis.run((client) => client.call('NO-SUCH-COMMAND'), 'fallback')).toBe('fallback');
      // paused: not asked, though it would answer
      expect(await redis.run((client) => client.get(`${prefix}k`), 'fallback')).toBe('fallback');
      now += 5_001;
      expect(await redis.run((client) => client.get(`${prefix}k`), 'fallback')).toBe('v');
    } finally {
      await redis.close();
    }
  });

  it('gives the fallback without asking while it is not connected', async () => {
    const redis = guardRedis(new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true }), prefix);
    let asked = false;
    expect(
      await redis.run(async () => {
        asked = true;
        return 'answer';
      }, 'fallback'),
    ).toBe('fallback');
    expect(asked).toBe(false);
    await redis.close();
  });
});

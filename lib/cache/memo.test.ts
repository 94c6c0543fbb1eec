import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetServerEnvCache } from '@/lib/env/server';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '@/tests/helpers/test-redis';
import { memoize } from './memo';
import { closeSharedRedis, redisReady, sharedRedis } from './redis-client';

describe('memoize', () => {
  afterEach(() => vi.useRealTimers());

  it('computes once within the time to live, again after it', async () => {
    vi.useFakeTimers();
    const compute = vi.fn(async (k: string) => `${k}!`);
    const m = memoize(compute, { name: 't', ttlMs: 1000 });
    expect(await Promise.all([m('a'), m('a')])).toEqual(['a!', 'a!']);
    expect(compute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await m('a');
    expect(compute).toHaveBeenCalledTimes(2);
    await m('b');
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('drops the oldest entry when full', async () => {
    const compute = vi.fn(async (k: string) => k);
    const m = memoize(compute, { name: 't', ttlMs: 60_000, maxEntries: 2 });
    await m('a');
    await m('b');
    await m('c');
    await m('b');
    expect(compute).toHaveBeenCalledTimes(3);
    await m('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('forgets one key: the next call computes it again, other keys stay', async () => {
    const compute = vi.fn(async (k: string) => k);
    const m = memoize(compute, { name: 't', ttlMs: 60_000 });
    await m('a');
    await m('b');
    await m.forget('a');
    await m('a');
    await m('b');
    expect(compute.mock.calls.map(([k]) => k)).toEqual(['a', 'b', 'a']);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const m = memoize(
      async () => {
        if (fail) throw new Error('down');
        return 1;
      },
      { name: 't', ttlMs: 60_000 },
    );
    await expect(m('x')).rejects.toThrow('down');
    fail = false;
    await expect(m('x')).resolves.toBe(1);
  });
});

const redisUp = await redisReachable();

describe.skipIf(!redisUp)('memoize with REDIS_URL', () => {
  const prefix = testKeyPrefix();
  let inspect: Redis;
  let namespace = '';

  const useRedis = async (url: string) => {
    await closeSharedRedis();
    process.env.REDIS_URL = url;
    process.env.REDIS_KEY_PREFIX = prefix;
    resetServerEnvCache();
    const redis = await sharedRedis(url, prefix);
    if (redis) await redisReady(redis, 1_000);
    namespace = redis?.namespace ?? '';
  };

  beforeAll(async () => {
    inspect = new Redis(TEST_REDIS_URL);
    await useRedis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await closeSharedRedis();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
    resetServerEnvCache();
    await dropKeys(prefix);
    inspect.disconnect();
  });

  // two memos of one name stand for two processes: each has its own local copies, Redis is common
  it('computes a value once for every process, keeps it in Redis as JSON for its time, under the memo name', async () => {
    const compute = vi.fn(async (key: string) => ({ key, at: 1 }));
    const first = memoize(compute, { name: 'prices', ttlMs: 60_000 });
    const second = memoize(compute, { name: 'prices', ttlMs: 60_000 });
    const [a, b] = await Promise.all([first('da-nang'), first('da-nang')]);
    expect(a).toEqual({ key: 'da-nang', at: 1 });
    expect(b).toBe(a);
    expect(await second('da-nang')).toEqual({ key: 'da-nang', at: 1 });
    expect(compute).toHaveBeenCalledTimes(1);
    const key = `${namespace}memo:prices:da-nang`;
    expect(namespace.startsWith(prefix)).toBe(true);
    expect(JSON.parse((await inspect.get(key)) ?? 'null')).toEqual({ key: 'da-nang', at: 1 });
    const ttl = await inspect.pttl(key);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // another name is another value
    await memoize(compute, { name: 'other', ttlMs: 60_000 })('da-nang');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('writes a Map through its codec, and keeps a per-process memo out of Redis', async () => {
    const codec = {
      serialize: (value: Map<number, string>) => [...value],
      deserialize: (json: unknown) => new Map(json as [number, string][]),
    };
    const compute = vi.fn(async () => new Map([[1, 'Hải Châu']]));
    await memoize(compute, { name: 'names', ttlMs: 60_000, codec })('vi');
    const read = await memoize(compute, { name: 'names', ttlMs: 60_000, codec })('vi');
    expect(read).toBeInstanceOf(Map);
    expect(read.get(1)).toBe('Hải Châu');
    expect(compute).toHaveBeenCalledTimes(1);

    const own = vi.fn(async () => 'mine');
    await memoize(own, { name: 'own', ttlMs: 60_000, scope: 'process' })('x');
    await memoize(own, { name: 'own', ttlMs: 60_000, scope: 'process' })('x');
    expect(own).toHaveBeenCalledTimes(2);
    expect(await inspect.exists(`${namespace}memo:own:x`)).toBe(0);
  });

  it('forgets a key in Redis too, so another process computes it again', async () => {
    let version = 1;
    const compute = vi.fn(async () => version);
    const first = memoize(compute, { name: 'forget', ttlMs: 60_000, scope: 'shared' });
    expect(await first('k')).toBe(1);
    await vi.waitFor(async () => expect(await inspect.get(`${namespace}memo:forget:k`)).toBe('1'));
    version = 2;
    await first.forget('k');
    expect(await inspect.exists(`${namespace}memo:forget:k`)).toBe(0);
    expect(await memoize(compute, { name: 'forget', ttlMs: 60_000 })('k')).toBe(2);
  });

  it('computes again what Redis holds in another shape, and replaces it', async () => {
    await inspect.set(`${namespace}memo:shape:k`, '{not json', 'PX', 60_000);
    const compute = vi.fn(async () => 7);
    expect(await memoize(compute, { name: 'shape', ttlMs: 60_000 })('k')).toBe(7);
    expect(compute).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await inspect.get(`${namespace}memo:shape:k`)).toBe('7'));
  });

  it('computes in the process when Redis is down, without failing', async () => {
    await useRedis('redis://127.0.0.1:1');
    try {
      const compute = vi.fn(async () => 'fresh');
      const m = memoize(compute, { name: 'down', ttlMs: 60_000 });
      expect(await m('k')).toBe('fresh');
      expect(await memoize(compute, { name: 'down', ttlMs: 60_000 })('k')).toBe('fresh');
      expect(compute).toHaveBeenCalledTimes(2);
    } finally {
      await useRedis(TEST_REDIS_URL);
    }
  });
});

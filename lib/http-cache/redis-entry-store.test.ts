import { gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropKeys, redisReachable, TEST_REDIS_URL, testKeyPrefix } from '@/tests/helpers/test-redis';
import { guardRedis, redisReady, type GuardedRedis } from '@/lib/cache/redis-client';
import { createMemoryEntryStore, type CacheEntry, type EntryStore } from './entry-store';
import { createRedisEntryStore } from './redis-entry-store';

const redisUp = await redisReachable();

const entryOf = (text: string): CacheEntry => {
  const body = Buffer.from(text);
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    gzipped: gzipSync(body),
    storedAt: Date.now(),
    requestId: false,
  };
};

describe.skipIf(!redisUp)('Redis entry store', () => {
  const namespace = testKeyPrefix();
  const opened: GuardedRedis[] = [];
  const stores: EntryStore[] = [];
  let inspect: Redis;

  /** A store as one server process has it: its own connection and local copies, Redis in common. */
  async function processStore(url = TEST_REDIS_URL, lockMs = 5_000) {
    const redis = guardRedis(new Redis(url, { enableOfflineQueue: false, commandTimeout: 300, maxRetriesPerRequest: 1 }), namespace);
    opened.push(redis);
    await redisReady(redis, 1_000);
    const store = createRedisEntryStore({ redis, local: createMemoryEntryStore(), lockMs });
    stores.push(store);
    return store;
  }

  beforeAll(() => {
    inspect = new Redis(TEST_REDIS_URL);
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) store.close();
    await Promise.all(opened.splice(0).map((redis) => redis.close()));
  });
  afterAll(async () => {
    await dropKeys(namespace);
    inspect.disconnect();
  });

  it('keeps an entry in Redis for its time, where another process reads it', async () => {
    const [a, b] = [await processStore(), await processStore()];
    expect(await b.get('/khach-san/a')).toBeUndefined();
    expect(await a.set('/khach-san/a', entryOf('<p>a</p>'), 30_000)).toBe(true);
    const read = await b.get('/khach-san/a');
    expect(read?.body.toString()).toBe('<p>a</p>');
    expect(read?.headers).toEqual({ 'content-type': 'text/html; charset=utf-8' });
    expect(b.stats().entries).toBe(1); // its local copy
    const ttl = await inspect.pttl(`${namespace}page:/khach-san/a`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
    expect(a.kind).toBe('redis');
  });

  it('never writes an entry over the size cap to Redis', async () => {
    const a = await processStore();
    const big = Buffer.alloc(3 * 1024 * 1024, 'x');
    const entry = { ...entryOf(''), body: big, gzipped: Buffer.alloc(2 * 1024 * 1024, 'y') };
    expect(await a.set('/big', entry, 30_000)).toBe(false);
    expect(await inspect.exists(`${namespace}page:/big`)).toBe(0);
  });

  it('lets one process render a key while another waits for its entry', async () => {
    const [a, b] = [await processStore(), await processStore()];
    const first = await a.claim('/khach-san/b', 5_000);
    expect(first.entry).toBeUndefined();
    expect(await inspect.exists(`${namespace}lock:/khach-san/b`)).toBe(1);
    const waiting = b.claim('/khach-san/b', 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.set('/khach-san/b', entryOf('<p>b</p>'), 30_000);
    if (!first.entry) await first.release();
    const second = await waiting;
    expect(second.entry?.body.toString()).toBe('<p>b</p>');
    expect(await inspect.exists(`${namespace}lock:/khach-san/b`)).toBe(0);
  });

  it('renders itself when the peer’s render ends without an entry, or the lock outlives the wait', async () => {
    const [a, b] = [await processStore(), await processStore()];
    const first = await a.claim('/khach-san/c', 5_000);
    const waiting = b.claim('/khach-san/c', 5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (!first.entry) await first.release();
    expect((await waiting).entry).toBeUndefined();

    await inspect.set(`${namespace}lock:/khach-san/d`, 'someone', 'PX', 60_000);
    const late = await b.claim('/khach-san/d', 100);
    expect(late.entry).toBeUndefined();
    // a lock that is not this render's is left alone
    if (!late.entry) await late.release();
    expect(await inspect.get(`${namespace}lock:/khach-san/d`)).toBe('someone');
  });

  it('works as this process’s cache when Redis cannot be reached', async () => {
    const down = await processStore('redis://127.0.0.1:1');
    expect(await down.get('/x')).toBeUndefined();
    expect(await down.set('/x', entryOf('<p>x</p>'), 30_000)).toBe(true);
    expect((await down.get('/x'))?.body.toString()).toBe('<p>x</p>');
    const claim = await down.claim('/y', 5_000);
    expect(claim.entry).toBeUndefined();
  });
});

import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { sharedRedis, type GuardedRedis } from './redis-client';

/** How a value that is not plain JSON (a Map) is written to Redis and read back. */
type MemoCodec<V> = { serialize: (value: V) => unknown; deserialize: (json: unknown) => V };

type MemoOptions<K, V> = {
  /** names the memo's keys in Redis: `<namespace>memo:<name>:<key>` */
  name: string;
  ttlMs: number;
  keyOf?: (key: K) => string;
  maxEntries?: number;
  /**
   * With REDIS_URL, 'shared' (the default) keeps values in Redis as JSON for every process, this process
   * reusing its copy for at most LOCAL_MS; 'process' keeps them here only (large values, or this process's own).
   */
  scope?: 'shared' | 'process';
  codec?: MemoCodec<V>;
};

// this process's copy of a shared value: short, so a value a peer computed again shows here soon
const LOCAL_MS = 5_000;
// a value larger than this as JSON stays in this process (memory and Redis are bounded)
const MAX_SHARED_CHARS = 1024 * 1024;

type Slot<V> = { value: Promise<V>; expires: number };

const redisOfEnv = (): Promise<GuardedRedis | null> => {
  // `next build` prerendering: an open connection would keep the build's workers alive
  if (process.env.NEXT_PHASE === 'phase-production-build') return Promise.resolve(null);
  const env = serverEnv();
  return sharedRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX);
};

/** A Redis reply of `GET` + `PTTL`: the JSON text and its remaining milliseconds, or null. */
async function readShared(redis: GuardedRedis, key: string): Promise<{ text: string; ttlMs: number } | null> {
  return redis.run(async (client) => {
    const replies = (await client.pipeline().get(key).pttl(key).exec()) ?? [];
    const [[getError, text] = [], [ttlError, ttl] = []] = replies;
    if (getError || ttlError) throw getError ?? ttlError;
    return typeof text === 'string' && typeof ttl === 'number' && ttl > 0 ? { text, ttlMs: ttl } : null;
  }, null);
}

/**
 * A cache with a time to live for values derived from rarely changing data (exchange rate, destination
 * prices). Concurrent misses in one process share one computation. With REDIS_URL a value is computed once
 * for every process (see `scope`). Not a place for anything that must be consistent across processes: the
 * database stays the source of truth.
 */
export function memoize<K, V>(compute: (key: K) => Promise<V>, options: MemoOptions<K, V>) {
  const { name, ttlMs, keyOf = String, maxEntries = 1000, scope = 'shared' } = options;
  const codec: MemoCodec<V> = options.codec ?? { serialize: (value) => value, deserialize: (json) => json as V };
  // Map keeps insertion order: the first key is the oldest, dropped when the cache is full.
  const entries = new Map<string, Slot<V>>();

  async function load(key: K, id: string, slot: Slot<V>): Promise<V> {
    const redis = scope === 'shared' ? await redisOfEnv() : null;
    if (!redis) return compute(key);
    slot.expires = Math.min(slot.expires, Date.now() + LOCAL_MS);
    const redisKey = `${redis.namespace}memo:${name}:${id}`;
    const shared = await readShared(redis, redisKey);
    if (shared) {
      try {
        const value = codec.deserialize(JSON.parse(shared.text));
        slot.expires = Math.min(slot.expires, Date.now() + shared.ttlMs);
        return value;
      } catch {
        // written by another version of this memo: computed again below
      }
    }
    const value = await compute(key);
    const text = JSON.stringify(codec.serialize(value)) as string | undefined;
    if (text !== undefined && text.length <= MAX_SHARED_CHARS) void redis.run((client) => client.set(redisKey, text, 'PX', ttlMs), null);
    return value;
  }

  const memoized = (key: K): Promise<V> => {
    const id = keyOf(key);
    const now = Date.now();
    const hit = entries.get(id);
    if (hit && hit.expires > now) return hit.value;
    const slot: Slot<V> = { value: Promise.resolve() as Promise<V>, expires: now + ttlMs };
    slot.value = load(key, id, slot);
    entries.delete(id);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(id, slot);
    // a failure is not cached
    slot.value.catch(() => {
      if (entries.get(id) === slot) entries.delete(id);
    });
    return slot.value;
  };
  /** Forgets this process's copies (Redis keeps its own until they expire). */
  memoized.clear = () => entries.clear();
  /** Forgets one key here and in Redis (a value its caller found out of date): the next call computes it again. */
  memoized.forget = async (key: K): Promise<void> => {
    const id = keyOf(key);
    entries.delete(id);
    const redis = scope === 'shared' ? await redisOfEnv() : null;
    if (redis) await redis.run((client) => client.del(`${redis.namespace}memo:${name}:${id}`), 0);
  };
  return memoized;
}

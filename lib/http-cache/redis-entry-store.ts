import 'server-only';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { GuardedRedis } from '@/lib/cache/redis-client';
import { decodeEntry, encodeEntry } from './entry-codec';
import { MAX_ENTRY_BYTES, type CacheEntry, type Claim, type EntryStore } from './entry-store';

export type RedisEntryStoreOptions = {
  redis: GuardedRedis;
  /** this process's copies of what it read or wrote, each kept at most `localMs` (and never past the entry's time) */
  local: EntryStore;
  localMs?: number;
  /** a render holds its key's lock this long at most (the cache aborts renders before) */
  lockMs: number;
  now?: () => number;
};

// encoded body + gzip copy + headers: an entry over this is never written (the cache already refuses bodies over 2 MB)
const MAX_STORED_BYTES = 2 * MAX_ENTRY_BYTES + 64 * 1024;
const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 200;
// deletes the lock only while it is still this render's (it may have expired and been taken by another)
const RELEASE_LOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

const renderWithoutLock: Claim = { release: () => Promise.resolve() };

/**
 * Entries in Redis under `<namespace>page:<key>` (PX: Redis drops them when their time is up), shared by
 * every process on it, with a short local copy in front. A miss takes `<namespace>lock:<key>` (SET NX PX)
 * and renders; a process that finds the lock taken polls for the entry until the lock goes or `waitMs`
 * passes, then renders itself (no entry came: not shareable, failed, or too slow). Redis failing or slow is a miss here: the guard (lib/cache/redis-client)
 * falls back at once.
 */
export function createRedisEntryStore({ redis, local, localMs = 3_000, lockMs, now = Date.now }: RedisEntryStoreOptions): EntryStore {
  const entryKey = (key: string) => `${redis.namespace}page:${key}`;
  const lockKey = (key: string) => `${redis.namespace}lock:${key}`;

  /** The entry Redis holds, copied locally for what is left of its time (at most localMs). */
  async function keep(key: string, stored: Buffer | null): Promise<CacheEntry | undefined> {
    const decoded = stored && decodeEntry(stored);
    const left = decoded ? decoded.expiresAt - now() : 0;
    if (!decoded || left <= 0) return undefined;
    await local.set(key, decoded.entry, Math.min(left, localMs));
    return decoded.entry;
  }

  /** Polls for a peer's entry while its lock stands (real time: `now` may be a test's clock). */
  async function waitForPeer(key: string, deadline: number): Promise<CacheEntry | undefined> {
    for (let pause = FIRST_POLL_MS; Date.now() < deadline; pause = Math.min(pause * 2, MAX_POLL_MS)) {
      await sleep(Math.min(pause, Math.max(1, deadline - Date.now())));
      const seen = await redis.run(async (client) => {
        const [[getError, stored] = [], [lockError, locked] = []] =
          (await client.pipeline().getBuffer(entryKey(key)).exists(lockKey(key)).exec()) ?? [];
        if (getError || lockError) throw getError ?? lockError;
        return { stored: Buffer.isBuffer(stored) ? stored : null, locked: locked === 1 };
      }, null);
      const entry = seen ? await keep(key, seen.stored) : undefined;
      if (!seen || entry || !seen.locked) return entry;
    }
    return undefined;
  }

  return {
    kind: 'redis',
    async get(key) {
      const copy = await local.get(key);
      if (copy) return copy;
      return keep(key, await redis.run((client) => client.getBuffer(entryKey(key)), null));
    },

    async set(key, entry, ttlMs) {
      const keptHere = await local.set(key, entry, Math.min(ttlMs, localMs));
      const stored = encodeEntry({ entry, expiresAt: now() + ttlMs });
      if (stored.byteLength > MAX_STORED_BYTES) return keptHere;
      const written = await redis.run((client) => client.set(entryKey(key), stored, 'PX', ttlMs).then(() => true), false);
      return written || keptHere;
    },

    async claim(key, waitMs) {
      const token = randomUUID();
      const taken = await redis.run((client) => client.set(lockKey(key), token, 'PX', lockMs, 'NX'), 'unavailable' as const);
      if (taken === 'OK') {
        return { release: () => redis.run((client) => client.eval(RELEASE_LOCK, 1, lockKey(key), token).then(() => undefined), undefined) };
      }
      const peer = taken === null ? await waitForPeer(key, Date.now() + waitMs) : undefined;
      // no Redis, no entry after all (the peer's answer was not shareable, as waiters in one process do), or too late
      return peer ? { entry: peer } : renderWithoutLock;
    },

    stats: () => local.stats(),
    close: () => local.close(),
  };
}

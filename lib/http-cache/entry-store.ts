import 'server-only';
import type { OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';

/** A shared answer as the cache keeps it: sent again with per-response headers added (shared-response-cache.ts). */
export type CacheEntry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  gzipped: Buffer;
  storedAt: number;
  requestId: boolean;
};

type EntryStoreStats = { entries: number; bytes: number; maxEntries: number; maxBytes: number; evictions: number; expirations: number };

/**
 * What a miss may do: render (then `release`, after the entry is set), or take the entry a peer process
 * rendered meanwhile.
 */
export type Claim = { entry: CacheEntry } | { entry?: undefined; release: () => Promise<void> };

/**
 * Where entries live: this process's memory (the default), or Redis for every process (redis-entry-store.ts).
 * The cache decides what is shared and under which key; a store only keeps and finds entries.
 */
export type EntryStore = {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CacheEntry | undefined>;
  /** Keeps `entry` for `ttlMs`; false when it was not kept (larger than the store takes). */
  set(key: string, entry: CacheEntry, ttlMs: number): Promise<boolean>;
  /** Before rendering a miss: in Redis, one process renders a key while the others wait for its entry. */
  claim(key: string, waitMs: number): Promise<Claim>;
  /** What this process holds (in Redis: its local copies) and what it dropped. */
  stats(): EntryStoreStats;
  close(): void;
};

export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
// what a kept entry costs beyond its buffers and strings: the entry object, the LRU's slots, buffer headers
const ENTRY_OVERHEAD_BYTES = 1024;

/** A buffer that owns its memory: a small slice would otherwise keep a whole pooled slab (8 KB, zlib's 16 KB, a Redis reply) alive. */
export function owned(buffer: Buffer): Buffer {
  if (buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

function entrySize(entry: CacheEntry, key: string): number {
  return entry.body.byteLength + entry.gzipped.byteLength + 2 * (key.length + JSON.stringify(entry.headers).length) + ENTRY_OVERHEAD_BYTES;
}

const rendersHere: Claim = { release: () => Promise.resolve() };

export type MemoryEntryStoreOptions = {
  /** every byte kept (bodies, gzip copies, headers, keys) stays under this */
  maxBytes?: number;
  maxEntries?: number;
  now?: () => number;
};

/** Entries in this process's memory: bounded by entries and by every byte kept, least recently used dropped first, expired ones purged. */
export function createMemoryEntryStore(options: MemoryEntryStoreOptions = {}): EntryStore {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 5_000;
  const counts = { evictions: 0, expirations: 0 };
  const entries = new LRUCache<string, CacheEntry>({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: Math.min(maxBytes, 2 * MAX_ENTRY_BYTES + 64 * 1024),
    sizeCalculation: entrySize,
    ttl: 86_400_000,
    perf: { now: options.now ?? Date.now },
    ttlResolution: 0,
    dispose: (_entry, _key, reason) => {
      if (reason === 'evict') counts.evictions += 1;
      if (reason === 'expire') counts.expirations += 1;
    },
  });
  const purge = setInterval(() => entries.purgeStale(), 30_000);
  purge.unref();
  return {
    kind: 'memory',
    get: (key) => Promise.resolve(entries.get(key)),
    set(key, entry, ttlMs) {
      entries.set(key, entry, { ttl: ttlMs });
      return Promise.resolve(entries.has(key));
    },
    claim: () => Promise.resolve(rendersHere),
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, maxEntries, maxBytes, ...counts }),
    close() {
      clearInterval(purge);
      entries.clear();
    },
  };
}

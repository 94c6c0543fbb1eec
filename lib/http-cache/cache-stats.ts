/**
 * What the shared response cache reports in GET /api/health. server.ts (which owns the cache) and Next's
 * route handlers run in one process but from separate bundles, so the report goes through globalThis.
 */
export type SharedCacheCounters = {
  hits: number;
  misses: number;
  /** requests the cache let through without looking: personal, not canonical, not a shared address */
  bypasses: number;
  /** renders not kept: errors, cookies set, not shareable, too large */
  uncacheable: number;
  evictions: number;
  expirations: number;
  /** renders aborted after the render timeout */
  timeouts: number;
  /** signed-in visitors served the shared guest page with their own header */
  personalized: number;
};

export type SharedCacheStats =
  /** `store`: where entries live (redis: shared by every process; `entries` and `bytes` are then this process's copies) */
  | ({
      status: 'on';
      store: 'memory' | 'redis';
      entries: number;
      bytes: number;
      maxEntries: number;
      maxBytes: number;
    } & SharedCacheCounters)
  | { status: 'off' }
  /** no production server in this process (the dev server, tests) */
  | { status: 'absent' };

const REPORT = Symbol.for('travel-booking.shared-response-cache.stats');
type WithReport = typeof globalThis & { [REPORT]?: () => SharedCacheStats };

export function publishSharedCacheStats(report: () => SharedCacheStats): void {
  (globalThis as WithReport)[REPORT] = report;
}

export function sharedCacheStats(): SharedCacheStats {
  return (globalThis as WithReport)[REPORT]?.() ?? { status: 'absent' };
}

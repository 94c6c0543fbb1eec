import { z } from 'zod';
import type { SharedCacheStats } from '@/lib/http-cache/cache-stats';

const count = z.number().int().min(0);

/** The shared response cache as GET /api/health reports it (lib/http-cache/cache-stats.ts). */
const sharedCacheStatsSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('on'),
    store: z.enum(['memory', 'redis']).meta({
      description:
        "where entries live: this process's memory, or Redis for every process (entries and bytes then count this process's short local copies)",
    }),
    entries: count,
    bytes: count,
    maxEntries: count,
    maxBytes: count,
    hits: count,
    misses: count,
    bypasses: count.meta({ description: 'requests let through without looking: personal, not canonical, not a shared address' }),
    uncacheable: count.meta({ description: 'renders not kept: errors, cookies set, not shareable, too large' }),
    evictions: count,
    expirations: count,
    timeouts: count.meta({ description: 'renders aborted after the render timeout' }),
    personalized: count.meta({ description: 'signed-in visitors served the shared guest page with their own header' }),
  }),
  z.strictObject({ status: z.literal('off') }),
  z.strictObject({ status: z.literal('absent') }).meta({ description: 'no production server in this process (dev server, tests)' }),
]);

/** GET /api/health: the database answers and every migration is applied. */
export const healthSchema = z.strictObject({
  database: z.literal('up'),
  kind: z.enum(['pglite', 'postgres']),
  migrations: z.strictObject({ pending: z.literal(0) }),
  sharedCache: sharedCacheStatsSchema,
});
export type Health = z.infer<typeof healthSchema>;

// the schema and the cache's own report type must not drift apart
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _statsMatch: Same<z.infer<typeof sharedCacheStatsSchema>, SharedCacheStats> = true;

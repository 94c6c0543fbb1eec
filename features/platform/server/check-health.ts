import 'server-only';
import { sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDatabase } from '@/lib/db/client';
import { pendingMigrations } from '@/lib/db/migrate';
import { sharedCacheStats } from '@/lib/http-cache/cache-stats';
import type { Health } from '../schemas';
import { messageError } from '@/lib/api/error-messages';

/**
 * 200 when the database answers and every migration is applied; 503 otherwise. Also reports the shared
 * response cache of the production server (hits, misses, bytes, entries, evictions), or that it is off or
 * absent (dev server).
 */
export async function checkHealth(): Promise<Health> {
  let handle;
  try {
    handle = await getDatabase();
    // a ping: no table to read, so nothing for the builder to say
    await handle.db.execute(sql`select 1`);
  } catch {
    throw new ApiError('DATABASE_UNAVAILABLE');
  }
  const pending = await pendingMigrations(handle);
  if (pending > 0) throw messageError('migrationsPendingCount', { count: pending });
  return { database: 'up', kind: handle.kind, migrations: { pending: 0 }, sharedCache: sharedCacheStats() };
}

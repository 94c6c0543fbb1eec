import 'server-only';
import { purgeOldFlightRequests, releaseExpiredFlightHolds } from '@/features/flights/server';
import { sweepIdempotencyKeys } from '@/features/platform/server';
import { serverEnv } from '@/lib/env/server';
import { pausedWhileDatabaseAway } from '@/lib/db/availability';
import { every } from '@/lib/jobs/every';
import { logger } from '@/lib/logger';
import { purgeLapsedComboDrafts } from './purge-combo-drafts';
import { purgeOldRequests } from './purge-old-requests';
import { releaseExpiredHolds } from './release-expired-holds';

/**
 * Releases expired hotel and flight holds (and purges lapsed combo drafts, requests ended over a week ago, and idempotency keys past their day) every
 * HOLD_SWEEP_SECONDS in this process (lib/jobs/every.ts: a plain timer, one code path on PGlite and PostgreSQL; the
 * sweep is safe to run in every process at once). Returns a stop function.
 */
export function startHoldSweeper(seconds: number = serverEnv().HOLD_SWEEP_SECONDS): () => void {
  return every('hold-expiry', seconds, pausedWhileDatabaseAway('hold-expiry', async () => {
    const expired = await releaseExpiredHolds();
    const flights = await releaseExpiredFlightHolds();
    await sweepIdempotencyKeys();
    await purgeLapsedComboDrafts();
    const purged = (await purgeOldRequests()) + (await purgeOldFlightRequests());
    if (expired > 0 || flights > 0 || purged > 0) logger().info({ expired, flights, purged }, 'booking holds released, ended requests purged');
  }));
}

import 'server-only';
import { sweepHotelRequests } from '@/features/booking/server';
import { purgeLapsedComboDrafts } from '@/features/combos/server';
import { sweepFlightRequests } from '@/features/flights/server';
import { sweepIdempotencyKeys } from '@/features/platform/server';
import { serverEnv } from '@/lib/env/server';
import { pausedWhileDatabaseAway } from '@/lib/db/availability';
import { every } from '@/lib/jobs/every';
import { logger } from '@/lib/logger';

/**
 * Runs every product's sweep step — hotel and flight holds released and requests ended over a week ago purged,
 * lapsed combo drafts purged — and purges idempotency keys past their day, every HOLD_SWEEP_SECONDS in this process
 * (lib/jobs/every.ts: a plain timer, one code path on PGlite and PostgreSQL; the sweep is safe to run in every
 * process at once). Returns a stop function.
 */
export function startHoldSweeper(seconds: number = serverEnv().HOLD_SWEEP_SECONDS): () => void {
  return every(
    'hold-expiry',
    seconds,
    pausedWhileDatabaseAway('hold-expiry', async () => {
      const hotels = await sweepHotelRequests();
      const flights = await sweepFlightRequests();
      await sweepIdempotencyKeys();
      await purgeLapsedComboDrafts();
      const purged = hotels.purged + flights.purged;
      if (hotels.released > 0 || flights.released > 0 || purged > 0) {
        logger().info({ expired: hotels.released, flights: flights.released, purged }, 'booking holds released, ended requests purged');
      }
    }),
  );
}

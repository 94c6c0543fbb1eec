import 'server-only';
import { sweepIdempotencyKeys } from '@/features/platform/server';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { purgeOldRequests } from './purge-old-requests';
import { releaseExpiredHolds } from './release-expired-holds';

let timer: NodeJS.Timeout | undefined;

async function sweepOnce(): Promise<void> {
  try {
    const expired = await releaseExpiredHolds();
    await sweepIdempotencyKeys();
    const purged = await purgeOldRequests();
    if (expired > 0 || purged > 0) logger().info({ expired, purged }, 'booking holds released, ended requests purged');
  } catch (error) {
    logger().error({ err: error }, 'hold sweep failed');
  }
}

/**
 * Releases expired holds (and purges requests ended over a week ago) every HOLD_SWEEP_SECONDS in this process (a plain timer, not a queue: one code
 * path on PGlite and PostgreSQL, and the sweep is safe to run in every process at once). Unref'd, so it
 * never keeps a process alive; a sweep never overlaps the previous one. Returns a stop function.
 */
export function startHoldSweeper(seconds: number = serverEnv().HOLD_SWEEP_SECONDS): () => void {
  stopHoldSweeper();
  let running = false;
  const handle = setInterval(() => {
    if (running) return;
    running = true;
    void sweepOnce().finally(() => {
      running = false;
    });
  }, seconds * 1000);
  handle.unref();
  timer = handle;
  return () => {
    clearInterval(handle);
    if (timer === handle) timer = undefined;
  };
}

function stopHoldSweeper(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}

import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { expireUnpaidOrders } from './expire-unpaid-orders';

let timer: NodeJS.Timeout | undefined;

async function sweepOnce(): Promise<void> {
  try {
    const expired = await expireUnpaidOrders();
    if (expired > 0) logger().info({ expired }, 'unpaid orders expired, rooms released');
  } catch (error) {
    logger().error({ err: error }, 'order sweep failed');
  }
}

/**
 * Expires unpaid orders every `seconds` (HOLD_SWEEP_SECONDS by default) in this process, like the hold
 * sweeper: a plain unref'd timer, never overlapping itself, safe in every process at once. Returns a stop function.
 */
export function startOrderSweeper(seconds: number = serverEnv().HOLD_SWEEP_SECONDS): () => void {
  if (timer) clearInterval(timer);
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

import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { pausedWhileDatabaseAway } from '@/lib/db/availability';
import { every } from '@/lib/jobs/every';
import { logger } from '@/lib/logger';
import { expireUnpaidOrders } from './expire-unpaid-orders';
import type { OrderProducts } from '../order-products';

/** Expires unpaid orders every `seconds` (HOLD_SWEEP_SECONDS by default) in this process, like the hold sweep. Returns a stop function. */
export function startOrderSweeper(products: OrderProducts, seconds: number = serverEnv().HOLD_SWEEP_SECONDS): () => void {
  return every(
    'order-expiry',
    seconds,
    pausedWhileDatabaseAway('order-expiry', async () => {
      const expired = await expireUnpaidOrders(products);
      if (expired > 0) logger().info({ expired }, 'unpaid orders expired, rooms released');
    }),
  );
}

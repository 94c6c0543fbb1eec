import 'server-only';
import { returnOrderBenefits } from '@/features/loyalty/server';
import { cancelOpenAttempts, giveVouchersBack } from '@/features/payment/server';
import type { OrderRow } from '../access/order-access';
import type { OrderProducts } from '../order-products';
import { releaseOrderStays } from './release-stays';
import { roomNightsOf } from '../reads/room-nights';
import type { Tx } from '../transition';

/**
 * What cancelled or expired orders give back, in the transaction that ended them: their sold rooms, flight seats and deal units (all nights of
 * the batch in one sorted pass, so concurrent releases never deadlock), their open payment attempts (void, so a late
 * payment of them is refused), the vouchers that paid them (unless `voucher` is false: a cancellation past the free
 * window keeps the voucher spent, else a free voucher stay would cost nothing), and their loyalty coupons and points.
 */
export async function giveBack(
  tx: Tx,
  rows: readonly OrderRow[],
  now: Date,
  { voucher }: { voucher: boolean },
  products: OrderProducts,
): Promise<void> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return;
  await releaseOrderStays(tx, ids, now);
  await products.release(tx, ids, now);
  await cancelOpenAttempts(tx, ids, now);
  if (voucher) await giveVouchersBack(tx, ids);
  for (const row of rows) {
    await returnOrderBenefits(tx, { orderNumber: row.orderNumber, roomNights: roomNightsOf(row), now });
  }
}

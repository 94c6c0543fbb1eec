import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { vouchers } from '../../db';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stay vouchers that paid these orders are available again (an order ended inside its free window, or unpaid). */
export async function giveVouchersBack(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(vouchers)
    .set({ status: 'available', usedByOrderId: null })
    .where(and(inArray(vouchers.usedByOrderId, [...orderIds]), eq(vouchers.status, 'used')));
}

import 'server-only';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { addDays } from '@/lib/dates/product-date';
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

/** Marks the chosen stay voucher used by this hotel order, if it still fits the stay (409 VOUCHER_INVALID otherwise). */
export async function takeStayVoucher(
  tx: Tx,
  voucherId: number | null,
  order: { id: number; hotelId: number | null; checkIn: string | null; checkOut: string | null },
  roomNights: number,
): Promise<void> {
  const lastNight = addDays(order.checkOut!, -1);
  const [used] =
    voucherId === null
      ? []
      : await tx
          .update(vouchers)
          .set({ status: 'used', usedByOrderId: order.id })
          .where(
            and(
              eq(vouchers.id, voucherId),
              eq(vouchers.status, 'available'),
              or(isNull(vouchers.hotelId), eq(vouchers.hotelId, order.hotelId!)),
              lte(vouchers.validFrom, order.checkIn!),
              gte(vouchers.validTo, lastNight),
              gte(vouchers.roomNights, roomNights),
            ),
          )
          .returning({ id: vouchers.id });
  if (!used) throw apiError('VOUCHER_INVALID');
}

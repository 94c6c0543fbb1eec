import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bookingPaymentChoices, paymentMethods, vouchers } from '../../db';

export type MethodRow = typeof paymentMethods.$inferSelect;

/** The active methods in their display order. */
export async function activeMethods(): Promise<MethodRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

/** The method chosen for a request, with its voucher's hint and status when it is the voucher. */
export async function choiceOf(
  bookingRequestId: string,
): Promise<{ paymentMethod: string; voucherHint: string | null; voucherStatus: string | null } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ paymentMethod: bookingPaymentChoices.paymentMethod, voucherHint: vouchers.codeHint, voucherStatus: vouchers.status })
    .from(bookingPaymentChoices)
    .leftJoin(vouchers, eq(vouchers.id, bookingPaymentChoices.voucherId))
    .where(eq(bookingPaymentChoices.bookingRequestId, bookingRequestId))
    .limit(1);
  return row ?? null;
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { bookingPaymentChoices, vouchers } from '@/features/payment/db';
import { VOUCHER_METHOD } from '@/features/payment/schemas';
import type { OrderRow, PayingVoucher } from '@/features/orders/server';
import type { Db } from '@/lib/db/client';
import { deals, orderDealItems } from '../db';

/** A voucher code as pages and mails name it: only its last 4 characters (the code itself is its holder's). */
const maskedVoucherCode = (codeHint: string) => `••••${codeHint}`;

/**
 * The stay voucher that paid a hotel order, and the deal that sold it. Read through the order's booking request's
 * payment choice, which names the voucher for good (a converted request is kept and its choice no longer changes),
 * unlike `vouchers.used_by_order_id`, which a cancellation inside the free window clears when it gives the voucher back.
 */
export async function payingVoucherOf(
  db: Pick<Db, 'select'>,
  row: Pick<OrderRow, 'paymentMethod' | 'bookingRequestId'>,
): Promise<PayingVoucher | null> {
  if (row.paymentMethod !== VOUCHER_METHOD || !row.bookingRequestId) return null;
  const [found] = await db
    .select({ codeHint: vouchers.codeHint, nameVi: deals.nameVi, nameEn: deals.nameEn })
    .from(bookingPaymentChoices)
    .innerJoin(vouchers, eq(vouchers.id, bookingPaymentChoices.voucherId))
    .leftJoin(orderDealItems, eq(orderDealItems.orderId, vouchers.issuedByOrderId))
    .leftJoin(deals, eq(deals.id, orderDealItems.dealId))
    .where(eq(bookingPaymentChoices.bookingRequestId, row.bookingRequestId))
    .limit(1);
  return found ? { code_masked: maskedVoucherCode(found.codeHint), deal_name: found.nameVi, deal_name_en: found.nameEn } : null;
}

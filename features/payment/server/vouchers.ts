import 'server-only';
import { eq } from 'drizzle-orm';
import { addDays } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { sha256Hex } from '@/lib/security/sha256';
import { vouchers } from '../db';
import type { VoucherStay } from './methods/held-request';

export type VoucherRow = typeof vouchers.$inferSelect;

/** Codes are stored as the sha256 of the upper-cased code: the code itself is shown only to its holder. */
export const voucherHash = (code: string) => sha256Hex(code.trim().toUpperCase());

/**
 * The voucher a code names, if it pays this request: still available, for the request's hotel (or any hotel),
 * covering its room-nights, and every night of the stay (check-in .. the night before check-out) inside its validity
 * window, as the order's own check does.
 */
export async function findUsableVoucher(code: string, request: VoucherStay): Promise<VoucherRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.codeHash, voucherHash(code)))
    .limit(1);
  if (!row || row.status !== 'available') return null;
  if (row.hotelId !== null && row.hotelId !== request.hotel.id) return null;
  if (request.room_count * request.nights > row.roomNights) return null;
  if (request.check_in < row.validFrom || addDays(request.check_out, -1) > row.validTo) return null;
  return row;
}

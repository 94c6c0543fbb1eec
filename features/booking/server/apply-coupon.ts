import 'server-only';
import { eq } from 'drizzle-orm';
import { peekCoupon } from '@/features/loyalty/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError, notFound } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { bookingRequests } from '../db';
import type { BookingRequest } from '../schemas';
import type { Owner } from '@/features/auth/server';
import { linesOf, memberRatesOf, priceLines } from './quote-request';
import { ownedRequest, statusAt, toBookingRequest } from './read-booking-request';

/**
 * PATCH apply-coupon (a code) and DELETE apply-coupon (null): re-prices the owner's HELD request from the
 * database with or without one of the member's loyalty coupons. Coupons are members' only: a guest's own
 * request is 401 (anyone's else 404).
 * An unusable code is 409 COUPON_UNAVAILABLE and leaves the request as it was; a request no longer held is
 * 409 HOLD_EXPIRED. The coupon is only read here; it is used when the order is placed.
 */
export async function setCoupon(
  owner: Owner,
  id: string,
  code: string | null,
  keep?: KeepAnswer,
  now: Date = new Date(),
): Promise<BookingRequest> {
  const db = await getDb();
  const found = await ownedRequest(db, owner, id);
  // someone else's request is missing whoever asks; a guest's own is refused: coupons need a member
  if (!found) throw notFound();
  if (owner.kind !== 'user') throw apiError('UNAUTHORIZED');
  if (statusAt(found, now) !== 'HELD') throw apiError('HOLD_EXPIRED');
  const coupon = code === null ? null : await peekCoupon({ userId: owner.userId, code, today: todayIso(now) });
  const rates = await memberRatesOf(db, owner);
  return db.transaction(async (tx) => {
    // the row lock orders this against a concurrent re-price or expiry of the same request
    const row = await ownedRequest(tx, owner, id, { lock: true });
    if (!row) throw notFound();
    if (statusAt(row, now) !== 'HELD') throw apiError('HOLD_EXPIRED');
    const priced = priceLines(await linesOf(tx, id), row.checkIn, row.nights, rates, coupon);
    const [updated] = await tx
      .update(bookingRequests)
      .set({ quote: priced.quote, coupon: priced.coupon, memberRates: rates, updatedAt: now })
      .where(eq(bookingRequests.id, id))
      .returning();
    const answer = await toBookingRequest(tx, updated!, now);
    await keep?.(tx, answer);
    return answer;
  });
}

import 'server-only';
import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { couponCodes, loyaltyMembers, loyaltyPointTransactions } from '../db';

type PeekCouponInput = { userId: number; code: string; today: string };

/** A coupon's terms as a price needs them, and the points it was bought with (null: not bought with points). */
export type CouponTerms = {
  code: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  maxDiscountVnd: number | null;
  afterVat: boolean;
  pointsSpent: number | null;
};

/**
 * Reads one of the user's coupons without using it (booking prices with it): owned, available, within its
 * validity and with uses left, the same rules as `useCoupon`, which consumes it when the order is placed.
 * Anything else, another member's code included, is COUPON_UNAVAILABLE.
 */
export async function peekCoupon({ userId, code, today }: PeekCouponInput): Promise<CouponTerms> {
  const db = await getDb();
  const [row] = await db
    .select({ coupon: couponCodes, pointsSpent: loyaltyPointTransactions.redeemedValue })
    .from(couponCodes)
    .leftJoin(loyaltyPointTransactions, eq(loyaltyPointTransactions.id, couponCodes.sourceTransactionId))
    .where(
      and(
        eq(couponCodes.code, code.trim().toUpperCase()),
        inArray(couponCodes.memberId, db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId))),
        eq(couponCodes.couponStatus, 'available'),
        lt(couponCodes.usedCount, couponCodes.usageLimit),
        lte(couponCodes.validFrom, today),
        gte(couponCodes.validTo, today),
      ),
    )
    .limit(1);
  if (!row) throw apiError('COUPON_UNAVAILABLE');
  const { coupon, pointsSpent } = row;
  return {
    code: coupon.code,
    discountType: coupon.discountType === 'percent' ? 'percent' : 'amount',
    discountValue: coupon.discountValue,
    maxDiscountVnd: coupon.maxDiscountVnd,
    afterVat: coupon.afterVat,
    pointsSpent: coupon.sourceTransactionId === null ? null : pointsSpent,
  };
}

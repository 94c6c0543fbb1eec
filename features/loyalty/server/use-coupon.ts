import 'server-only';
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { getDb, type Db } from '@/lib/db/client';
import { couponCodes, couponUses, loyaltyMembers } from '../db';
import type { Coupon } from '../schemas';
import { toCoupon } from './shared';

type UseCouponInput = { userId: number; code: string; orderNumber: string; now?: Date };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UseCouponResult = { coupon: Omit<Coupon, 'coupon_status'>; firstUseForOrder: boolean };

/**
 * Uses one of the user's coupons on an order (called by booking): within its validity, while used_count <
 * usage_limit (a conditional UPDATE, so concurrent uses never pass the limit), once per order (a retry
 * for the same order answers without counting again). Nothing is written when it fails. With `outer` (the
 * order's transaction) it runs in a savepoint of it, so the use commits exactly with the order.
 */
export async function useCoupon({ userId, code, orderNumber, now = new Date() }: UseCouponInput, outer?: Tx): Promise<UseCouponResult> {
  const today = todayIso(now);
  const db = outer ?? (await getDb());
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select()
      .from(couponCodes)
      .where(
        and(
          eq(couponCodes.code, code.trim().toUpperCase()),
          inArray(couponCodes.memberId, tx.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId))),
        ),
      )
      .limit(1);
    // another user's code answers as an unknown one
    if (!coupon) throw apiError('COUPON_UNAVAILABLE');

    // first: the unique (coupon, order) row makes a concurrent use for the same order wait for this one
    const [use] = await tx
      .insert(couponUses)
      .values({ couponId: coupon.id, orderNumber, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!use) {
      const { coupon_status: _status, ...rest } = toCoupon(coupon);
      return { coupon: rest, firstUseForOrder: false };
    }

    const [updated] = await tx
      .update(couponCodes)
      .set({
        usedCount: sql`${couponCodes.usedCount} + 1`,
        couponStatus: sql`case when ${couponCodes.usedCount} + 1 >= ${couponCodes.usageLimit} then 'used' else ${couponCodes.couponStatus} end`,
      })
      .where(
        and(
          eq(couponCodes.id, coupon.id),
          eq(couponCodes.couponStatus, 'available'),
          lt(couponCodes.usedCount, couponCodes.usageLimit),
          lte(couponCodes.validFrom, today),
          gte(couponCodes.validTo, today),
        ),
      )
      .returning();
    if (!updated) throw apiError('COUPON_UNAVAILABLE');
    const { coupon_status: _status, ...rest } = toCoupon(updated);
    return { coupon: rest, firstUseForOrder: true };
  });
}

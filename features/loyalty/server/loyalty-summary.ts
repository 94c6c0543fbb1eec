import 'server-only';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/dates/product-date';
import { getDb } from '@/lib/db/client';
import { couponCodes, loyaltyMembers } from '../db';
import type { Coupon, LoyaltySummary } from '../schemas';
import { toCoupon } from './shared';

/** The user's coupons that can be used today (coupon_status available, uses left, within validity). */
export async function availableCoupons(userId: number, now: Date = new Date()): Promise<Coupon[]> {
  const db = await getDb();
  const today = todayIso(now);
  const rows = await db
    .select()
    .from(couponCodes)
    .where(
      and(
        inArray(couponCodes.memberId, db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId))),
        eq(couponCodes.couponStatus, 'available'),
        lt(couponCodes.usedCount, couponCodes.usageLimit),
        lte(couponCodes.validFrom, today),
        gte(couponCodes.validTo, today),
      ),
    )
    .orderBy(asc(couponCodes.validTo), asc(couponCodes.id));
  return rows.map(toCoupon);
}

/** spec 7.2 "loyalty summary by token": room nights over the user's members and the available coupons. */
export async function loyaltySummary(userId: number, now: Date = new Date()): Promise<LoyaltySummary> {
  const db = await getDb();
  const [nights] = await db
    .select({ total: sql<number>`coalesce(sum(${loyaltyMembers.roomNight}), 0)::int` })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.userId, userId));
  return { room_nights: Number(nights?.total ?? 0), coupon_codes: await availableCoupons(userId, now) };
}

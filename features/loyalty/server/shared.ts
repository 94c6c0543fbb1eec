import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { couponCodes, loyaltyLevels, loyaltyMembers, loyaltyPointTransactions } from '../db';
import type { ActivityItem, Coupon } from '../schemas';
import type { ActivityStatus, ActivityType } from '../activity-labels';

/** The app's database or an open transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbLike = Db | Tx;

export type LevelRow = typeof loyaltyLevels.$inferSelect;
export type MemberRow = typeof loyaltyMembers.$inferSelect;

/** A member's posted credits that still hold points, oldest first (redemption takes from them FIFO). */
export const liveCredits = (db: DbLike, memberId: number) =>
  db
    .select({
      id: loyaltyPointTransactions.id,
      remaining: loyaltyPointTransactions.remainingPoint,
      expiredAt: loyaltyPointTransactions.expiredAt,
    })
    .from(loyaltyPointTransactions)
    .where(
      and(
        eq(loyaltyPointTransactions.memberId, memberId),
        eq(loyaltyPointTransactions.type, 'CREDIT'),
        eq(loyaltyPointTransactions.status, 'POSTED'),
        gt(loyaltyPointTransactions.remainingPoint, 0),
      ),
    )
    .orderBy(asc(loyaltyPointTransactions.id));

export const loadLevels = (db: DbLike): Promise<LevelRow[]> => db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.sortOrder));

/** The user's own member (the first non-third-party one), locked for the transaction when `lock`. */
export async function ownMember(db: DbLike, userId: number, { lock = false } = {}): Promise<MemberRow | null> {
  const query = db
    .select()
    .from(loyaltyMembers)
    .where(and(eq(loyaltyMembers.userId, userId), eq(loyaltyMembers.isThirdParty, false)))
    .orderBy(asc(loyaltyMembers.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toActivityItem(row: typeof loyaltyPointTransactions.$inferSelect): ActivityItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status as ActivityStatus,
    type: row.type as ActivityType,
    available_value: row.availableValue,
    redeemed_value: row.redeemedValue,
    expired_at: iso(row.expiredAt),
    order_number: row.orderNumber,
    posted_at: iso(row.postedAt),
  };
}

export function toCoupon(row: typeof couponCodes.$inferSelect): Coupon {
  return {
    code: row.code,
    coupon_status: 'available',
    discount_type: row.discountType === 'percent' ? 'percent' : 'amount',
    discount_value: row.discountValue,
    max_discount_vnd: row.maxDiscountVnd,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    uses_left: row.usageLimit - row.usedCount,
  };
}

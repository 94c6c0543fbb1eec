import 'server-only';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/dates/product-date';
import { couponCodes, couponUses, loyaltyMembers, loyaltyPointTransactions } from '../db';
import type { DbLike } from './shared';

type ReturnInput = { orderNumber: string; roomNights: number; now?: Date };
export type ReturnedBenefits = { couponsReturned: number; pointsTakenBack: number };

const returnKey = (orderNumber: string) => `order-cancel:${orderNumber}`;

/**
 * Undoes what a cancelled order did to loyalty, inside the caller's transaction: its coupon uses are deleted
 * (used_count - 1; a 'used' coupon still within its dates is available again), and the points it earned are
 * taken back by a DEBIT (never below 0: points already spent stay spent; the order's credit gives up its own
 * remaining points first, then the oldest credits) with the room nights it counted. Idempotent per order (the
 * DEBIT's idempotency key): a second call changes nothing.
 */
export async function returnOrderBenefits(
  tx: DbLike,
  { orderNumber, roomNights, now = new Date() }: ReturnInput,
): Promise<ReturnedBenefits> {
  const uses = await tx.delete(couponUses).where(eq(couponUses.orderNumber, orderNumber)).returning({ couponId: couponUses.couponId });
  const today = todayIso(now);
  for (const { couponId } of uses) {
    await tx
      .update(couponCodes)
      .set({
        usedCount: sql`greatest(${couponCodes.usedCount} - 1, 0)`,
        couponStatus: sql`case when ${couponCodes.couponStatus} = 'used' and ${couponCodes.validTo} >= ${today} then 'available' else ${couponCodes.couponStatus} end`,
      })
      .where(eq(couponCodes.id, couponId));
  }
  return { couponsReturned: uses.length, pointsTakenBack: await takeBackPoints(tx, orderNumber, roomNights, now) };
}

async function takeBackPoints(tx: DbLike, orderNumber: string, roomNights: number, now: Date): Promise<number> {
  const [credit] = await tx
    .select()
    .from(loyaltyPointTransactions)
    .where(and(eq(loyaltyPointTransactions.type, 'CREDIT'), eq(loyaltyPointTransactions.orderNumber, orderNumber)))
    .limit(1);
  if (!credit) return 0;
  const [member] = await tx.select().from(loyaltyMembers).where(eq(loyaltyMembers.id, credit.memberId)).for('update').limit(1);
  if (!member) return 0;
  const [done] = await tx
    .select({ id: loyaltyPointTransactions.id })
    .from(loyaltyPointTransactions)
    .where(and(eq(loyaltyPointTransactions.memberId, member.id), eq(loyaltyPointTransactions.idempotencyKey, returnKey(orderNumber))))
    .limit(1);
  if (done) return 0;

  const points = Math.min(credit.availableValue, member.availablePoint);
  // this order's credit first, then the oldest live credits (their sum is the member's available points)
  const others = await tx
    .select({ id: loyaltyPointTransactions.id, remaining: loyaltyPointTransactions.remainingPoint })
    .from(loyaltyPointTransactions)
    .where(
      and(
        eq(loyaltyPointTransactions.memberId, member.id),
        eq(loyaltyPointTransactions.type, 'CREDIT'),
        eq(loyaltyPointTransactions.status, 'POSTED'),
        gt(loyaltyPointTransactions.remainingPoint, 0),
        ne(loyaltyPointTransactions.id, credit.id),
      ),
    )
    .orderBy(asc(loyaltyPointTransactions.id))
    .for('update');
  let left = points;
  for (const { id, remaining } of [{ id: credit.id, remaining: credit.status === 'POSTED' ? credit.remainingPoint : 0 }, ...others]) {
    if (left === 0) break;
    const take = Math.min(left, remaining);
    if (take === 0) continue;
    await tx
      .update(loyaltyPointTransactions)
      .set({ remainingPoint: sql`${loyaltyPointTransactions.remainingPoint} - ${take}` })
      .where(eq(loyaltyPointTransactions.id, id));
    left -= take;
  }
  const taken = points - left;
  await tx
    .update(loyaltyMembers)
    .set({
      availablePoint: sql`greatest(${loyaltyMembers.availablePoint} - ${taken}, 0)`,
      roomNight: sql`greatest(${loyaltyMembers.roomNight} - ${Math.max(0, roomNights)}, 0)`,
    })
    .where(eq(loyaltyMembers.id, member.id));
  await tx.insert(loyaltyPointTransactions).values({
    memberId: member.id,
    createdAt: now,
    status: 'POSTED',
    type: 'DEBIT',
    redeemedValue: taken,
    postedAt: now,
    orderNumber,
    idempotencyKey: returnKey(orderNumber),
  });
  return taken;
}

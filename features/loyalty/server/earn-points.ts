import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { apiError, badRequest } from '@/lib/api/errors';
import { getDb, type Db } from '@/lib/db/client';
import { loyaltyMembers, loyaltyPointTransactions } from '../db';
import { creditExpiry, levelFor, pointsForAmount } from '../rules';
import type { EarnResult } from '../schemas';
import { expireCredits } from './expire-points';
import { loadLevels, ownMember } from './shared';
import { messageError } from '@/lib/api/error-messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The order's side of a credit: inside the credit's transaction, before the member is locked (as a cancellation locks them). */
type OrderStatusLock = (tx: Tx, orderNumber: string) => Promise<string | null>;

type EarnInput = {
  userId: number;
  orderNumber: string;
  amountVnd: number;
  roomNights: number;
  now?: Date;
  /** credit only while the order is confirmed or completed: the orders feature share-locks its row and answers its status */
  whileOrderConfirmed?: OrderStatusLock;
};

/**
 * Credits a confirmed order: points at the rate of the member's level before this order's nights count,
 * POSTED at once and expiring CREDIT_VALIDITY_MONTHS later; the room nights raise the level. Idempotent
 * per order number: a second call answers the first credit (created false) and writes nothing.
 */
const OTHER_MEMBER = 'Đơn hàng này đã được cộng điểm cho thành viên khác';

/** SQLSTATE 23505, possibly wrapped by Drizzle: here, the one-credit-per-order index. */
const isUniqueViolation = (error: unknown): boolean =>
  [error, (error as { cause?: unknown } | null)?.cause].some((e) => (e as { code?: unknown } | null)?.code === '23505');

export async function earnPoints(input: EarnInput): Promise<EarnResult> {
  try {
    return await earnOnce(input);
  } catch (error) {
    // two members' calls for one order raced past the check below (each locked only its own member)
    if (isUniqueViolation(error)) throw badRequest(OTHER_MEMBER);
    throw error;
  }
}

async function earnOnce({
  userId,
  orderNumber,
  amountVnd,
  roomNights,
  now = new Date(),
  whileOrderConfirmed,
}: EarnInput): Promise<EarnResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (whileOrderConfirmed) {
      const status = await whileOrderConfirmed(tx, orderNumber);
      if (status !== 'confirmed' && status !== 'completed') throw messageError('orderNotConfirmedForPoints');
    }
    const member = await ownMember(tx, userId, { lock: true });
    if (!member || member.status === 'INACTIVE') throw apiError('NOT_A_MEMBER');

    const [earlier] = await tx
      .select()
      .from(loyaltyPointTransactions)
      .where(and(eq(loyaltyPointTransactions.type, 'CREDIT'), eq(loyaltyPointTransactions.orderNumber, orderNumber)))
      .limit(1);
    if (earlier) {
      if (earlier.memberId !== member.id) throw badRequest(OTHER_MEMBER);
      return {
        transaction_id: earlier.id,
        points: earlier.availableValue,
        available_point: member.availablePoint,
        room_night: member.roomNight,
        created: false,
      };
    }

    await expireCredits(tx, member.id, now);
    const level = levelFor(await loadLevels(tx), member.roomNight);
    const points = pointsForAmount(amountVnd, level.pointsPer100kVnd);
    const [credit] = await tx
      .insert(loyaltyPointTransactions)
      .values({
        memberId: member.id,
        createdAt: now,
        status: 'POSTED',
        type: 'CREDIT',
        availableValue: points,
        remainingPoint: points,
        orderNumber,
        postedAt: now,
        expiredAt: creditExpiry(now),
      })
      .returning({ id: loyaltyPointTransactions.id });
    const [updated] = await tx
      .update(loyaltyMembers)
      .set({
        availablePoint: sql`${loyaltyMembers.availablePoint} + ${points}`,
        roomNight: sql`${loyaltyMembers.roomNight} + ${roomNights}`,
      })
      .where(eq(loyaltyMembers.id, member.id))
      .returning({ availablePoint: loyaltyMembers.availablePoint, roomNight: loyaltyMembers.roomNight });
    return { transaction_id: credit!.id, points, available_point: updated!.availablePoint, room_night: updated!.roomNight, created: true };
  });
}

import 'server-only';
import { and, count, desc, eq, inArray, or, gt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loyaltyMembers, loyaltyPointTransactions } from '../db';
import type { ActivityItem, ActivityPage } from '../schemas';
import { expireCredits } from './expire-points';
import { ownMember, toActivityItem, type DbLike } from './shared';
import { messageError } from '@/lib/api/error-messages';

const membersOf = (db: DbLike, userId: number) =>
  db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId));

/**
 * The user's activity (spec 3 "Activity item"), newest first, one page. A row that moved no points (a voucher
 * order's credit, kept only so its room nights count once and go back with a cancellation) is not activity.
 */
export async function listTransactions(
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
  now: Date = new Date(),
): Promise<ActivityPage> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const member = await ownMember(tx, userId, { lock: true });
    if (member) await expireCredits(tx, member.id, now);
  });
  const mine = and(
    inArray(loyaltyPointTransactions.memberId, membersOf(db, userId)),
    or(gt(loyaltyPointTransactions.availableValue, 0), gt(loyaltyPointTransactions.redeemedValue, 0)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loyaltyPointTransactions)
      .where(mine)
      .orderBy(desc(loyaltyPointTransactions.createdAt), desc(loyaltyPointTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(loyaltyPointTransactions).where(mine),
  ]);
  return { items: rows.map(toActivityItem), page, page_size: pageSize, total: Number(total?.n ?? 0) };
}

/** One activity item of the user; another user's id is a 404 like an unknown one. */
export async function getTransaction(userId: number, id: number): Promise<ActivityItem> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(loyaltyPointTransactions)
    .where(and(eq(loyaltyPointTransactions.id, id), inArray(loyaltyPointTransactions.memberId, membersOf(db, userId))))
    .limit(1);
  if (!row) throw messageError('pointsTransactionNotFound');
  return toActivityItem(row);
}

import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loyaltyMembers } from '../db';
import type { MemberInfo } from '../schemas';
import { describeMember } from './member-info';
import { expireCredits } from './expire-points';
import { ownMember } from './shared';

/** Own members are numbered by user: one per user (a unique index), so the number is stable. */
export const ownMemberNumber = (userId: number) => `LY${String(userId).padStart(8, '0')}`;

/**
 * Makes the user a member: creates the own member at the lowest level (0 room nights), or re-activates
 * one that is SUSPENSION_REQUESTED or INACTIVE. Idempotent; concurrent calls make one row (the index).
 */
export async function activateMember(userId: number, now: Date = new Date()): Promise<MemberInfo> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx
      .insert(loyaltyMembers)
      .values({ userId, memberId: ownMemberNumber(userId), status: 'ACTIVE', isThirdParty: false })
      .onConflictDoNothing();
    const member = await ownMember(tx, userId, { lock: true });
    if (!member) throw new Error(`member of user ${userId} missing after insert`);
    if (member.status !== 'ACTIVE') {
      await tx
        .update(loyaltyMembers)
        .set({ status: 'ACTIVE' })
        .where(and(eq(loyaltyMembers.id, member.id), ne(loyaltyMembers.status, 'ACTIVE')));
    }
    await expireCredits(tx, member.id, now);
    const fresh = await ownMember(tx, userId);
    return describeMember(tx, fresh ?? member, now);
  });
}

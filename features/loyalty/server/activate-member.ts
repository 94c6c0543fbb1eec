import 'server-only';
import { getDb } from '@/lib/db/client';
import { loyaltyMembers } from '../db';
import type { MemberInfo } from '../schemas';
import { describeMember } from './member-info';
import { expireCredits } from './expire-points';
import { ownMember } from './shared';

/** Own members are numbered by user: one per user (a unique index), so the number is stable. */
export const ownMemberNumber = (userId: number) => `LY${String(userId).padStart(8, '0')}`;

/**
 * Makes the user a member (spec 4's "further call"): creates the own member, ACTIVE at the lowest level
 * (0 room nights), when there is none. An existing member is left as it is. Idempotent; concurrent calls
 * make one row (the index).
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
    // an existing member keeps its status: a suspension is not the member's to lift
    await expireCredits(tx, member.id, now);
    const fresh = await ownMember(tx, userId);
    return describeMember(tx, fresh ?? member, now);
  });
}

import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loyaltyMembers } from '../db';
import { levelFor } from '../rules';
import type { LoyaltyMember } from '../schemas';
import { ownMemberNumber } from './activate-member';
import { loadLevels } from './shared';

/**
 * Every loyalty member of the user, own and third-party, oldest first (the client picks the first own one).
 * A user with no member at all (a new sign-up) is enrolled here, ACTIVE at the first level: joining the
 * programme is part of having an account.
 */
export async function listMembers(userId: number): Promise<LoyaltyMember[]> {
  const db = await getDb();
  const membersOf = () => db.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId)).orderBy(asc(loyaltyMembers.id));
  const levels = await loadLevels(db);
  let rows = await membersOf();
  if (rows.length === 0) {
    await db
      .insert(loyaltyMembers)
      .values({ userId, memberId: ownMemberNumber(userId), status: 'ACTIVE', isThirdParty: false })
      .onConflictDoNothing();
    rows = await membersOf();
  }
  return rows.map((row) => ({
    member_id: row.memberId,
    status: row.status as LoyaltyMember['status'],
    is_third_party: row.isThirdParty,
    level_name: levelFor(levels, row.roomNight).name,
  }));
}

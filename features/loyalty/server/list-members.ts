import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loyaltyMembers } from '../db';
import { levelFor } from '../rules';
import type { LoyaltyMember } from '../schemas';
import { loadLevels } from './shared';

/** Every loyalty member of the user, own and third-party, oldest first (the client picks the first own one). */
export async function listMembers(userId: number): Promise<LoyaltyMember[]> {
  const db = await getDb();
  const [levels, rows] = await Promise.all([
    loadLevels(db),
    db.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId)).orderBy(asc(loyaltyMembers.id)),
  ]);
  return rows.map((row) => ({
    member_id: row.memberId,
    status: row.status as LoyaltyMember['status'],
    is_third_party: row.isThirdParty,
    level_name: levelFor(levels, row.roomNight).name,
  }));
}

import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loyaltyBenefits, loyaltyBenefitTransactions, loyaltyMembers } from '../db';
import { levelFor } from '../rules';
import type { Benefit, BenefitTransaction } from '../schemas';
import { loadLevels, ownMember } from './shared';
import { messageError } from '@/lib/api/error-messages';

const toBenefit = (row: typeof loyaltyBenefits.$inferSelect): Benefit => ({
  id: row.id,
  benefit_name: row.benefitName,
  benefit_name_en: row.benefitNameEn,
  description: row.description,
});

/** The benefits of the level of the user's own member; none for a non-member. */
export async function listBenefits(userId: number): Promise<Benefit[]> {
  const db = await getDb();
  const member = await ownMember(db, userId);
  if (!member) return [];
  const level = levelFor(await loadLevels(db), member.roomNight);
  const rows = await db.select().from(loyaltyBenefits).where(eq(loyaltyBenefits.levelId, level.id)).orderBy(asc(loyaltyBenefits.id));
  return rows.map(toBenefit);
}

/** One benefit transaction of the user; another user's id is a 404 like an unknown one. */
export async function getBenefitTransaction(userId: number, id: number): Promise<BenefitTransaction> {
  const db = await getDb();
  const [row] = await db
    .select({ tx: loyaltyBenefitTransactions, benefit: loyaltyBenefits })
    .from(loyaltyBenefitTransactions)
    .innerJoin(loyaltyBenefits, eq(loyaltyBenefits.id, loyaltyBenefitTransactions.benefitId))
    .where(
      and(
        eq(loyaltyBenefitTransactions.id, id),
        inArray(
          loyaltyBenefitTransactions.memberId,
          db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId)),
        ),
      ),
    )
    .limit(1);
  if (!row) throw messageError('benefitNotFound');
  return {
    id: row.tx.id,
    created_at: row.tx.createdAt.toISOString(),
    status: row.tx.status,
    order_number: row.tx.orderNumber,
    value: row.tx.value,
    benefit: toBenefit(row.benefit),
  };
}

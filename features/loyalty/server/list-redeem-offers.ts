import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loyaltyRedeemOffers } from '../db';
import type { RedeemOffer } from '../schemas';

const toRedeemOffer = (row: typeof loyaltyRedeemOffers.$inferSelect): RedeemOffer => ({
  id: row.id,
  name: row.name,
  name_en: row.nameEn,
  points_cost: row.pointsCost,
  discount_type: row.discountType === 'percent' ? 'percent' : 'amount',
  discount_value: row.discountValue,
  max_discount_vnd: row.maxDiscountVnd,
  valid_days: row.validDays,
});

/** What points can buy now, cheapest first. */
export async function listRedeemOffers(): Promise<RedeemOffer[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(loyaltyRedeemOffers)
    .where(eq(loyaltyRedeemOffers.active, true))
    .orderBy(asc(loyaltyRedeemOffers.sortOrder), asc(loyaltyRedeemOffers.pointsCost));
  return rows.map(toRedeemOffer);
}

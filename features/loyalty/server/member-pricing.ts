import 'server-only';
import { getDb } from '@/lib/db/client';
import { levelFor } from '../rules';
import type { MemberPricing } from '../schemas';
import { loadLevels, ownMember } from './shared';

/**
 * Member prices (spec 6): confirmed when the user's first non-third-party member is ACTIVE; the loyalty
 * discount of its level then applies. Guests and other members get no discount.
 */
export async function memberPricingOf(userId: number | null | undefined): Promise<MemberPricing> {
  if (!userId) return { confirmed: false, loyaltyDiscountPercent: 0, levelName: null };
  const db = await getDb();
  const member = await ownMember(db, userId);
  if (!member || member.status !== 'ACTIVE') return { confirmed: false, loyaltyDiscountPercent: 0, levelName: null };
  const level = levelFor(await loadLevels(db), member.roomNight);
  return { confirmed: true, loyaltyDiscountPercent: level.loyaltyDiscountPercent, levelName: level.name };
}

import 'server-only';
import { getDb } from '@/lib/db/client';
import { levelFor, nextExpiringPoints, nextLevelOf } from '../rules';
import type { MemberInfo } from '../schemas';
import { expireCredits } from './expire-points';
import { liveCredits, loadLevels, ownMember, type DbLike, type MemberRow } from './shared';

type Credits = Awaited<ReturnType<typeof liveCredits>>;

/** The member-info answer of a member row (credits already expired; `credits` when already read). */
export async function describeMember(db: DbLike, member: MemberRow, now: Date, known?: Credits): Promise<MemberInfo> {
  const [levels, credits] = await Promise.all([loadLevels(db), known ?? liveCredits(db, member.id)]);
  const level = levelFor(levels, member.roomNight);
  const next = nextLevelOf(levels, member.roomNight);
  const expiring = nextExpiringPoints(credits, now);
  return {
    member_id: member.memberId,
    status: member.status as MemberInfo['status'],
    level_code: level.code,
    level_name: level.name,
    level_name_en: level.nameEn,
    loyalty_discount_percent: level.loyaltyDiscountPercent,
    available_point: member.availablePoint,
    room_night: member.roomNight,
    next_level: next ? { name: next.level.name, name_en: next.level.nameEn, room_nights_needed: next.roomNightsNeeded } : null,
    next_expiring_points: expiring ? { points: expiring.points, expired_at: expiring.expiredAt.toISOString() } : null,
  };
}

/**
 * The signed-in user's own member (spec 3 loyalty), null when there is none. Overdue credits are
 * expired first, under the member's row lock, so the balance shown never counts them; when none is due
 * (nearly always) the answer is read without a transaction or a lock.
 */
export async function memberInfo(userId: number, now: Date = new Date()): Promise<MemberInfo | null> {
  const db = await getDb();
  const member = await ownMember(db, userId);
  if (!member) return null;
  const credits = await liveCredits(db, member.id);
  if (credits.every((credit) => credit.expiredAt === null || credit.expiredAt > now)) return describeMember(db, member, now, credits);
  return db.transaction(async (tx) => {
    const member = await ownMember(tx, userId, { lock: true });
    if (!member) return null;
    if ((await expireCredits(tx, member.id, now)) > 0) {
      const fresh = await ownMember(tx, userId);
      return describeMember(tx, fresh ?? member, now);
    }
    return describeMember(tx, member, now);
  });
}

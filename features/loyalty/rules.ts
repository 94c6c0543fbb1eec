/** Pure loyalty arithmetic, shared by the server operations and their unit tests. */

export type LevelRule = {
  code: string;
  name: string;
  nameEn: string;
  minRoomNights: number;
  loyaltyDiscountPercent: number;
  pointsPer100kVnd: number;
};

/** Credits expire this many months after they are posted (docs/api.md "Loyalty"). */
const CREDIT_VALIDITY_MONTHS = 12;

const byThreshold = <T extends LevelRule>(levels: readonly T[]) => [...levels].sort((a, b) => a.minRoomNights - b.minRoomNights);

/** The highest level whose threshold the member has reached (the lowest when none is). */
export function levelFor<T extends LevelRule>(levels: readonly T[], roomNights: number): T {
  const sorted = byThreshold(levels);
  if (sorted.length === 0) throw new Error('no loyalty levels');
  let level = sorted[0]!;
  for (const candidate of sorted) if (roomNights >= candidate.minRoomNights) level = candidate;
  return level;
}

/** The next level up and the room nights still needed; null at the top level. */
export function nextLevelOf<T extends LevelRule>(levels: readonly T[], roomNights: number): { level: T; roomNightsNeeded: number } | null {
  const next = byThreshold(levels).find((candidate) => candidate.minRoomNights > roomNights);
  return next ? { level: next, roomNightsNeeded: next.minRoomNights - roomNights } : null;
}

/** Points for a confirmed order, rounded down to whole points. */
export function pointsForAmount(amountVnd: number, pointsPer100kVnd: number): number {
  return Math.floor((Math.max(0, amountVnd) * pointsPer100kVnd) / 100_000);
}

export function creditExpiry(postedAt: Date): Date {
  const expiry = new Date(postedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CREDIT_VALIDITY_MONTHS);
  return expiry;
}

export type OpenCredit = { id: number; remaining: number; expiredAt: Date | null };

const expiryOrder = (a: OpenCredit, b: OpenCredit) =>
  (a.expiredAt?.getTime() ?? Number.POSITIVE_INFINITY) - (b.expiredAt?.getTime() ?? Number.POSITIVE_INFINITY) || a.id - b.id;

/**
 * FIFO redemption: takes `cost` points from the earliest-expiring credits first. Returns what to take
 * from each credit, or null when the credits do not cover the cost.
 */
export function allocateFifo(credits: readonly OpenCredit[], cost: number): { id: number; take: number }[] | null {
  let left = cost;
  const plan: { id: number; take: number }[] = [];
  for (const credit of [...credits].sort(expiryOrder)) {
    if (left === 0) break;
    const take = Math.min(credit.remaining, left);
    if (take > 0) plan.push({ id: credit.id, take });
    left -= take;
  }
  return left === 0 ? plan : null;
}

const VN_OFFSET_MS = 7 * 3600_000;
const vnDay = (at: Date) => Math.floor((at.getTime() + VN_OFFSET_MS) / 86_400_000);

/**
 * spec 3 next_expiring_points: the remaining points of the credits that expire soonest after `now`,
 * those expiring on the same day (Vietnam time) added together.
 */
export function nextExpiringPoints(credits: readonly OpenCredit[], now: Date): { points: number; expiredAt: Date } | null {
  const open = credits
    .filter((c): c is OpenCredit & { expiredAt: Date } => c.remaining > 0 && c.expiredAt !== null && c.expiredAt > now)
    .sort(expiryOrder);
  const first = open[0];
  if (!first) return null;
  const sameDay = open.filter((c) => vnDay(c.expiredAt) === vnDay(first.expiredAt));
  return { points: sameDay.reduce((sum, c) => sum + c.remaining, 0), expiredAt: first.expiredAt };
}

/** Progress towards the next level in percent (100 at the top). */
export function levelProgressPercent(levels: readonly LevelRule[], roomNights: number): number {
  const current = levelFor(levels, roomNights);
  const next = nextLevelOf(levels, roomNights);
  if (!next) return 100;
  const span = next.level.minRoomNights - current.minRoomNights;
  return Math.min(100, Math.max(0, Math.floor(((roomNights - current.minRoomNights) * 100) / span)));
}

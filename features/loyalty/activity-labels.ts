import type { Lang } from '@/lib/i18n/config';

/**
 * Spec 4 "Activity status": labels and colours word for word; the one place they are written. `tone` is the
 * spec's colour name; loyalty.module.css draws each tone with a design token.
 */
export const ACTIVITY_STATUSES = {
  PENDING: { vi: 'Chờ duyệt', en: 'Pending', tone: 'yellow' },
  POSTED: { vi: 'Đã duyệt', en: 'Approved', tone: 'green' },
  EXPIRED: { vi: 'Đã hết hạn', en: 'Expired', tone: 'red' },
  CANCELLED: { vi: 'Đã hủy', en: 'Cancelled', tone: 'gray' },
} as const;

/**
 * Spec 4 "Activity type": which value a row shows. A DEBIT is one of two things the ledger writes: points
 * redeemed for a coupon (no order) or the points of a cancelled order taken back (its order number).
 */
export const ACTIVITY_TYPES = {
  CREDIT: { shows: 'available_value' },
  DEBIT: { shows: 'redeemed_value' },
} as const;

/**
 * What a row says it is. The Vietnamese of the spec's two kinds is the spec's word for word (points are a
 * wallet there: "hoàn tiền"); English says what happened to the points, as a reversal does in both languages.
 */
const ACTIVITY_KINDS = {
  EARNED: { vi: 'Hoàn tiền từ đơn hàng', en: 'Points earned from an order' },
  REDEEMED: { vi: 'Tiêu tiền cho đơn hàng', en: 'Points redeemed for a coupon' },
  REVERSED: { vi: 'Thu hồi điểm (đơn hàng đã hủy)', en: 'Points reversed (order cancelled)' },
} as const;

export type ActivityStatus = keyof typeof ACTIVITY_STATUSES;
export type ActivityType = keyof typeof ACTIVITY_TYPES;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

type KindFacts = { type: ActivityType; order_number: string | null };

export const activityKind = ({ type, order_number }: KindFacts): ActivityKind =>
  type === 'CREDIT' ? 'EARNED' : order_number ? 'REVERSED' : 'REDEEMED';

export const activityStatusLabel = (status: ActivityStatus, lang: Lang): string => ACTIVITY_STATUSES[status][lang];
export const activityTypeLabel = (item: KindFacts, lang: Lang): string => ACTIVITY_KINDS[activityKind(item)][lang];

/** The value column of a row: CREDIT shows available_value, DEBIT redeemed_value. */
export function activityValue(item: { type: ActivityType; available_value: number; redeemed_value: number }): number {
  return item[ACTIVITY_TYPES[item.type].shows];
}

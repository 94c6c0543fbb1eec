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

/** Spec 4 "Activity type": which value a row shows. */
export const ACTIVITY_TYPES = {
  CREDIT: { vi: 'Hoàn tiền từ đơn hàng', en: 'Refund from an order', shows: 'available_value' },
  DEBIT: { vi: 'Tiêu tiền cho đơn hàng', en: 'Spent on an order', shows: 'redeemed_value' },
} as const;

export type ActivityStatus = keyof typeof ACTIVITY_STATUSES;
export type ActivityType = keyof typeof ACTIVITY_TYPES;

export const activityStatusLabel = (status: ActivityStatus, lang: Lang): string => ACTIVITY_STATUSES[status][lang];
export const activityTypeLabel = (type: ActivityType, lang: Lang): string => ACTIVITY_TYPES[type][lang];

/** The value column of a row: CREDIT shows available_value, DEBIT redeemed_value. */
export function activityValue(item: { type: ActivityType; available_value: number; redeemed_value: number }): number {
  return item[ACTIVITY_TYPES[item.type].shows];
}

import { NOT_CANCELLABLE_REASONS } from '../refund-policy';

/** The words of each server reason for refusing a cancellation (refund-policy.ts), as orders.json keys. */
const KEYS = {
  [NOT_CANCELLABLE_REASONS.checkIn]: 'cancel.notAllowedCheckIn',
  [NOT_CANCELLABLE_REASONS.departure]: 'cancel.notAllowedDeparture',
  [NOT_CANCELLABLE_REASONS.deal]: 'cancel.notAllowedDeal',
  [NOT_CANCELLABLE_REASONS.status]: 'cancel.notAllowedStatus',
} as const;

type NotCancellableKey = (typeof KEYS)[keyof typeof KEYS];

/** The key of a known reason; null for any other text. */
export function notCancellableKey(reason: string | null): NotCancellableKey | null {
  return reason !== null && Object.hasOwn(KEYS, reason) ? KEYS[reason as keyof typeof KEYS] : null;
}

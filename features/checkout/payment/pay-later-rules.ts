import type { PayLaterAccount } from '@/features/payment/index';

/** Spec 3 local data: the pay-later minimum of the last method list, kept for the session (sessionStorage). */
export const PAY_LATER_MIN_KEY = 'pay_later_min';

export function keepPayLaterMin(
  min: number | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage,
): void {
  try {
    if (min === null) storage?.removeItem(PAY_LATER_MIN_KEY);
    else storage?.setItem(PAY_LATER_MIN_KEY, String(min));
  } catch {
    // storage refused (private mode, quota): the minimum still comes with every list
  }
}

/**
 * Why pay-later cannot take this order (spec 5): below the minimum (payment_limit.min), above what is left of
 * the limit (availLimitAmount, the amount the server checks too), or no token; null when it can.
 */
export type PayLaterProblem = { kind: 'min'; price: number } | { kind: 'max'; price: number } | { kind: 'noToken' };

export function payLaterProblem(
  orderValue: number,
  min: number | null,
  account: PayLaterAccount | null | undefined,
): PayLaterProblem | null {
  if (min !== null && orderValue < min) return { kind: 'min', price: min };
  if (!account || (!account.PLallowed && account.limitAmount === 0)) return { kind: 'noToken' };
  if (orderValue > account.availLimitAmount) return { kind: 'max', price: account.availLimitAmount };
  return null;
}

/** The codes that say a request's hold is over (hotel rooms, flight seats): the request is read again. */
export const HOLD_EXPIRED_CODES: ReadonlySet<string> = new Set(['HOLD_EXPIRED', 'FLIGHT_HOLD_EXPIRED']);

import { isPaidStatus, type OrderStatus } from '../status';

/** What the gateway's signed return said, once verified (display only: the order's state comes from the server notification). */
export type ReturnedOutcome = 'succeeded' | 'failed' | 'cancelled';
/** The outcome a stranger's browser is told: no personal details, only this and the order code. */
export type PublicOutcome = 'paid' | 'confirming' | 'cancelled' | 'failed' | 'closed';

/**
 * The payment result page's view of a transaction id (spec 2.9 / 4 / 8):
 * - `not_found`: missing or unknown (the only case that says "Transaction not found");
 * - `owner`: the viewer may see the order (their session or guest cookie): the full result, read in the browser;
 * - `public`: another browser (a banking app's QR payment, another device) bringing the gateway's genuinely
 *   signed return: the outcome from the database and the order code, nothing personal;
 * - `unverified`: a known id without the owner's cookie nor a valid signature: only the way to the lookup.
 */
export type PaymentResultView =
  | { kind: 'not_found' }
  | { kind: 'owner'; returned: Exclude<ReturnedOutcome, 'succeeded'> | null }
  | { kind: 'public'; orderCode: string; outcome: PublicOutcome; orderStatus: OrderStatus }
  | { kind: 'unverified' };

/** The database says first; while the notification has not landed, a verified return tells a cancel or a failure. */
export function publicOutcome(orderStatus: OrderStatus, attemptStatus: string, returned: ReturnedOutcome): PublicOutcome {
  if (isPaidStatus(orderStatus)) return 'paid';
  if (orderStatus !== 'pending') return 'closed';
  if (attemptStatus === 'cancelled' || attemptStatus === 'failed') return attemptStatus;
  if (attemptStatus === 'created' && returned !== 'succeeded') return returned;
  return 'confirming';
}

import type { OrderDetail, RefundChannel } from './schemas';

type Refund = { channel: RefundChannel; status: NonNullable<OrderDetail['refund']>['status'] };

/**
 * The one sentence (orders `refundSay.*`) that says where a refund is, for the order page and the cancellation
 * email alike. What happens (server/cancel-order.ts, refund-gateway.ts): a card refund is asked of the gateway after
 * the cancellation commits (pending until it answers, succeeded once it accepts: the card's bank still takes 5–15
 * working days to show it); a pay-later refund goes back to the partner's credit limit; a bank-account refund is
 * paid out by the operations desk (5–7 working days; at once in the sandbox); a refused one is settled by hand.
 */
export function refundSayKey(refund: Refund): string {
  if (refund.channel === 'none') return 'refundSay.none';
  if (refund.status === 'failed') return 'refundSay.failed';
  return `refundSay.${refund.channel}.${refund.status}`;
}

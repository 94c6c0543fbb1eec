import { feeRefundSentence } from '@/features/fares/rules';
import { cancellationSentence, deadlineFrom } from '@/features/hotels/index';
import { flightRefundKind, flightRefundTerms, type FlightRefundKind } from '../flight-refund';
import type { Lang } from '@/lib/i18n/config';
import { isPaidStatus } from '../status';
import type { OrderDetail } from '../schemas';

/**
 * The order's cancellation in the one sentence (features/hotels/cancellation.ts). Whether its deadline is gone is the
 * server's decision for a paid order (it refunds nothing once it is), so the sentence and the refund shown beside it
 * never disagree; for an unpaid one the browser's clock says it (null while the page is still hydrating).
 */
export function orderCancellationSentence(order: OrderDetail, lang: Lang, browserNow: Date | null): string {
  // fares that refund for a fee: cancellable before the first flight's day (order.check_in), for that fee
  const kind = orderRefundKind(order);
  const withFee = kind && order.check_in ? feeRefundSentence(kind, order.check_in, lang) : null;
  if (withFee) return withFee;
  const deadline = deadlineFrom(order.cancellation.free_until);
  if (!deadline) return cancellationSentence(null, lang);
  // an order worth 0 (paid by a stay voucher) refunds 0 money either side of its deadline: the clock says it
  if (isPaidStatus(order.status) && order.cancellation.allowed && order.prices.total_vnd > 0) {
    // a fee-free flight still refunds all but the payment fee after its deadline: the server's free_now says it
    const terms = order.cancellation.flight_terms;
    const gone = terms ? !terms.free_now : order.cancellation.refund_vnd === 0;
    return cancellationSentence(deadline, lang, gone ? new Date(deadline.getTime() + 1) : deadline);
  }
  return cancellationSentence(deadline, lang, browserNow ?? undefined);
}

/** The kind of a flight order's fares (its frozen rules); null for other products. */
export function orderRefundKind(order: Pick<OrderDetail, 'product_type' | 'flight'>): FlightRefundKind | null {
  const terms = order.product_type === 'flight' ? flightRefundTerms(order.flight) : null;
  return terms ? flightRefundKind(terms) : null;
}

import { cancellationSentence, deadlineFrom } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import { isPaidStatus } from '../status';
import type { OrderDetail } from '../schemas';

/**
 * The order's cancellation in the one sentence (features/hotels/cancellation.ts). Whether its deadline is gone is the
 * server's decision for a paid order (it refunds nothing once it is), so the sentence and the refund shown beside it
 * never disagree; for an unpaid one the browser's clock says it (null while the page is still hydrating).
 */
export function orderCancellationSentence(order: OrderDetail, lang: Lang, browserNow: Date | null): string {
  const deadline = deadlineFrom(order.cancellation.free_until);
  if (!deadline) return cancellationSentence(null, lang);
  // an order worth 0 (paid by a stay voucher) refunds 0 money either side of its deadline: the clock says it
  if (isPaidStatus(order.status) && order.cancellation.allowed && order.prices.total_vnd > 0) {
    const gone = order.cancellation.refund_vnd === 0;
    return cancellationSentence(deadline, lang, gone ? new Date(deadline.getTime() + 1) : deadline);
  }
  return cancellationSentence(deadline, lang, browserNow ?? undefined);
}

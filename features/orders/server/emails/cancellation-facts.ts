import 'server-only';
import { feeRefundSentence } from '@/features/fares/rules';
import { cancellationSentence } from '@/features/hotels/index';
import { flightRefundKind, flightRefundTerms } from '../../flight-refund';
import type { OrderRow } from '../access/order-access';
import type { MailFact, MailLang } from './layout';

const LABEL: Record<MailLang, string> = { vi: 'Chính sách hủy', en: 'Cancellation' };

/**
 * The mail's cancellation line: the one sentence with the deadline the order stores and the refund decision applies
 * (free_cancel_until), as the order page and the cancel dialog say it; judged when the mail is written, so a stay
 * booked inside its last 24 hours is told plainly that free cancellation is gone. Deals and combos have none.
 */
export function cancellationFacts(
  order: Pick<OrderRow, 'productType' | 'freeCancelUntil' | 'flight' | 'checkIn'>,
  lang: MailLang,
  now: Date = new Date(),
): MailFact[] {
  if (order.productType !== 'hotel' && order.productType !== 'flight') return [];
  // fares that refund for a fee say so, as the order page does (features/fares/refund-kind.ts)
  const terms = order.productType === 'flight' ? flightRefundTerms(order.flight) : null;
  const withFee = terms && order.checkIn ? feeRefundSentence(flightRefundKind(terms), order.checkIn, lang) : null;
  return [[LABEL[lang], withFee ?? cancellationSentence(order.freeCancelUntil, lang, now)]];
}

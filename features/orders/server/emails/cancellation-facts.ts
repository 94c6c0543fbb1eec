import 'server-only';
import { cancellationSentence } from '@/features/hotels/index';
import type { OrderRow } from '../order-access';
import type { MailFact, MailLang } from './layout';

const LABEL: Record<MailLang, string> = { vi: 'Chính sách hủy', en: 'Cancellation' };

/**
 * The mail's cancellation line: the one sentence with the deadline the order stores and the refund decision applies
 * (free_cancel_until), as the order page and the cancel dialog say it; judged when the mail is written, so a stay
 * booked inside its last 24 hours is told plainly that free cancellation is gone. Deals and combos have none.
 */
export function cancellationFacts(order: Pick<OrderRow, 'productType' | 'freeCancelUntil'>, lang: MailLang, now: Date = new Date()): MailFact[] {
  if (order.productType !== 'hotel' && order.productType !== 'flight') return [];
  return [[LABEL[lang], cancellationSentence(order.freeCancelUntil, lang, now)]];
}

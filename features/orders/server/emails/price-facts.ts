import 'server-only';
import { chargeLines, signedVnd, type PriceLine } from '@/features/hotels/index';
import { VOUCHER_METHOD } from '@/features/payment/schemas';
import type { OrderRow } from '../access/order-access';
import { formatVnd } from '@/lib/money/format-money';
import type { MailFact, MailLang } from './layout';

const LABELS: Record<MailLang, Record<'stay' | 'coupon' | 'payment_fee' | 'voucher', string>> = {
  vi: {
    stay: 'Tổng tiền phòng (đã gồm thuế phí)',
    coupon: 'Mã giảm giá',
    payment_fee: 'Phí thanh toán',
    voucher: 'Thanh toán bằng voucher',
  },
  en: { stay: 'Room total (taxes and fees included)', coupon: 'Coupon', payment_fee: 'Payment fee', voucher: 'Paid by voucher' },
};

/** What an order keeps of its price, as the shared breakdown (features/hotels/price-lines.ts) of the order page. */
function orderChargeLines(order: Pick<OrderRow, 'subtotalVnd' | 'couponCode' | 'couponDiscountVnd' | 'paymentFeeVnd' | 'paymentMethod'>) {
  return chargeLines(order.subtotalVnd, {
    coupon: order.couponDiscountVnd > 0 ? { code: order.couponCode ?? '', vnd: order.couponDiscountVnd } : null,
    paymentFeeVnd: order.paymentFeeVnd,
    paidByVoucher: order.paymentMethod === VOUCHER_METHOD,
  });
}

const valueOf = (line: PriceLine) => `${signedVnd(line) < 0 ? '−' : ''}${formatVnd(line.vnd)}`;

/**
 * A hotel order's price lines above the mail's total (issue 33: the mail adds up like the checkout box and the
 * order page): room total, coupon, payment fee, voucher. Only when there is more than the room total, and never
 * lines that would not add up to the order's total (none then: the total alone is still right).
 */
export function priceFacts(order: OrderRow, lang: MailLang): MailFact[] {
  if (order.productType !== 'hotel') return [];
  const view = orderChargeLines(order);
  if (view.total !== order.totalVnd || view.lines.length < 2) return [];
  return view.lines.map((line): MailFact => {
    const label =
      line.id === 'coupon' && line.code ? `${LABELS[lang].coupon} ${line.code}` : LABELS[lang][line.id as keyof (typeof LABELS)['vi']];
    return [label, valueOf(line)];
  });
}

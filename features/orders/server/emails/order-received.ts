import 'server-only';
import type { OutgoingMail } from '@/features/mail/server';
import type { OrderRow } from '../access/order-access';
import { priceFacts } from './price-facts';
import { cancellationFacts } from './cancellation-facts';
import { tripFacts } from './flight-facts';
import { productIntro } from './product-intro';
import { formatVnd } from '@/lib/money/format-money';
import { formatDateTime, mailLangOf, orderMailFor } from './layout';

const TEXT = {
  vi: {
    subject: (code: string) => `Đã nhận đơn hàng ${code}`,
    heading: 'Chúng tôi đã nhận đơn hàng của bạn',
    intro: 'Vui lòng thanh toán trước hạn để giữ phòng. Giữ mã đơn hàng và mã PIN để tra cứu đơn hàng khi cần.',
    code: 'Mã đơn hàng',
    pin: 'Mã PIN',
    stay: 'Lưu trú',
    deal: 'Sản phẩm',
    amount: 'Số tiền',
    deadline: 'Hạn thanh toán',
    link: 'Xem đơn hàng',
    footer: 'Nếu bạn không đặt đơn hàng này, vui lòng bỏ qua email.',
  },
  en: {
    subject: (code: string) => `Order ${code} received`,
    heading: 'We have received your order',
    intro: 'Please pay before the deadline to keep the rooms. Keep the order code and PIN to look the order up.',
    code: 'Order code',
    pin: 'PIN',
    stay: 'Stay',
    deal: 'Item',
    amount: 'Amount',
    deadline: 'Pay by',
    link: 'View order',
    footer: 'If you did not place this order, please ignore this email.',
  },
} as const;

/** "Order received" (vi or en by the order's language): code, PIN, stay, amount, deadline and the signed manage link. */
export function orderReceivedMail(order: OrderRow, pin: string, link: string): OutgoingMail {
  const lang = mailLangOf(order);
  const t = { ...TEXT[lang], intro: productIntro(order, lang, 'received', TEXT[lang].intro) };
  return orderMailFor(order, t, 'order_received', link, [
    [t.code, order.orderNumber],
    [t.pin, pin],
    ...tripFacts(order, lang, order.productType === 'deal' ? t.deal : t.stay),
    ...cancellationFacts(order, lang),
    ...priceFacts(order, lang),
    [t.amount, formatVnd(order.totalVnd)],
    ...(order.paymentDeadline ? ([[t.deadline, formatDateTime(order.paymentDeadline)]] as [string, string][]) : []),
  ]);
}

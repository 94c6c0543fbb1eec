import 'server-only';
import type { OutgoingMail } from '@/features/mail/server';
import type { OrderRow } from '../order-access';
import { priceFacts } from './price-facts';
import { dealIntro } from './deal-intro';
import { flightIntro, tripFacts } from './flight-facts';
import { formatVnd, mailLangOf, orderMailFor } from './layout';

const TEXT = {
  vi: {
    subject: (code: string) => `Xác nhận đơn hàng ${code}`,
    heading: 'Đơn hàng của bạn đã được thanh toán và xác nhận',
    intro: 'Cảm ơn bạn. Phòng đã được giữ cho bạn; xuất trình mã đơn hàng khi nhận phòng.',
    code: 'Mã đơn hàng',
    stay: 'Lưu trú',
    paid: 'Đã thanh toán',
    link: 'Xem hoặc quản lý đơn hàng',
    footer: 'Bạn có thể hủy đơn hoặc yêu cầu hóa đơn VAT từ trang đơn hàng.',
  },
  en: {
    subject: (code: string) => `Order ${code} confirmed`,
    heading: 'Your order is paid and confirmed',
    intro: 'Thank you. Your rooms are reserved; show the order code at check-in.',
    code: 'Order code',
    stay: 'Stay',
    paid: 'Paid',
    link: 'View or manage the order',
    footer: 'You can cancel the order or ask for a VAT invoice from the order page.',
  },
} as const;

/** "Order confirmed" (vi or en by the order's language), with the signed manage link. */
export function orderConfirmedMail(order: OrderRow, link: string): OutgoingMail {
  const lang = mailLangOf(order);
  const t = { ...TEXT[lang], intro: dealIntro(order, lang, 'confirmed', flightIntro(order, lang, 'confirmed', TEXT[lang].intro)) };
  return orderMailFor(order, t, 'order_confirmed', link, [
    [t.code, order.orderNumber],
    ...tripFacts(order, lang, t.stay),
    ...priceFacts(order, lang),
    [t.paid, formatVnd(order.totalVnd)],
  ]);
}

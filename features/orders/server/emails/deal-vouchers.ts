import 'server-only';
import type { OutgoingMail } from '@/features/mail/server';
import type { IssuedVoucher } from '../../schemas';
import type { OrderRow } from '../access/order-access';
import { mailLangOf, orderMailFor, type MailFact } from './layout';
import { toSummaryDate } from '@/lib/dates/product-date';

const TEXT = {
  vi: {
    subject: (code: string) => `Voucher của bạn - đơn hàng ${code}`,
    heading: 'Voucher của bạn đã sẵn sàng',
    intro:
      'Mỗi voucher là một mã để đặt phòng sau này tại khách sạn của ưu đãi. Khi đặt phòng, ở bước thanh toán chọn "Thanh toán bằng voucher", nhập mã và bấm "Dùng voucher"; đơn đặt phòng được trả bằng voucher, không phải trả thêm tiền phòng. Giữ kín các mã này.',
    code: 'Mã đơn hàng',
    voucher: (n: number) => `Voucher ${n}`,
    valid: 'Dùng cho các đêm lưu trú',
    nights: 'Số đêm phòng mỗi voucher',
    link: 'Xem đơn hàng',
    footer: 'Mỗi mã chỉ dùng được một lần, cho các đêm lưu trú trong thời gian trên.',
  },
  en: {
    subject: (code: string) => `Your vouchers - order ${code}`,
    heading: 'Your vouchers are ready',
    intro:
      'Each voucher is a code to book a stay later at the deal\'s hotel. When you book, choose "Pay by voucher" at the payment step, enter the code and press "Use voucher"; the voucher pays for the room. Keep the codes private.',
    code: 'Order code',
    voucher: (n: number) => `Voucher ${n}`,
    valid: 'For nights',
    nights: 'Room-nights per voucher',
    link: 'View order',
    footer: 'Each code can be used once, for nights within the dates above.',
  },
} as const;

/** "Your vouchers" (vi or en by the order's language): every code a paid deal order issued, its validity and room-nights. */
export function dealVouchersMail(order: OrderRow, issued: readonly IssuedVoucher[], link: string): OutgoingMail {
  const t = TEXT[mailLangOf(order)];
  const first = issued[0]!;
  const facts: MailFact[] = [
    [t.code, order.orderNumber],
    ...issued.map((v, i): MailFact => [t.voucher(i + 1), v.code]),
    [t.valid, `${toSummaryDate(first.valid_from)} → ${toSummaryDate(first.valid_to)}`],
    [t.nights, String(first.room_nights)],
  ];
  return orderMailFor(order, t, 'deal_vouchers', link, facts);
}

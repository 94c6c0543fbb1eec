import 'server-only';
import type { OutgoingMail } from '@/features/mail/server';
import type { OrderRow } from '../access/order-access';
import { priceFacts } from './price-facts';
import { cancellationFacts } from './cancellation-facts';
import type { PayingVoucher } from '../order-products';
import { tripFacts } from './flight-facts';
import { formatVnd } from '@/lib/money/format-money';
import { mailLangOf, orderMailFor, type MailFact } from './layout';
import { productIntro } from './product-intro';

const TEXT = {
  vi: {
    subject: (code: string) => `Xác nhận đơn hàng ${code}`,
    heading: 'Đơn hàng của bạn đã được thanh toán và xác nhận',
    intro: 'Cảm ơn bạn. Phòng đã được giữ cho bạn; xuất trình mã đơn hàng khi nhận phòng.',
    voucherIntro:
      'Cảm ơn bạn. Đặt phòng đã được trả bằng voucher và xác nhận; xuất trình mã đơn hàng khi nhận phòng. Giữ mã đơn hàng và mã PIN để tra cứu đơn hàng khi cần.',
    code: 'Mã đơn hàng',
    pin: 'Mã PIN',
    stay: 'Lưu trú',
    deal: 'Sản phẩm',
    paid: 'Đã thanh toán',
    paidBy: 'Thanh toán',
    voucher: (code: string | null, deal: string | null) => ['Voucher', code, deal ? `(${deal})` : null].filter(Boolean).join(' '),
    link: 'Xem hoặc quản lý đơn hàng',
    footer: 'Bạn có thể hủy đơn hoặc yêu cầu hóa đơn VAT từ trang đơn hàng.',
    footerNoCancel: 'Bạn có thể yêu cầu hóa đơn VAT từ trang đơn hàng.',
    footerNoInvoice: 'Bạn có thể hủy đơn từ trang đơn hàng. Đơn trả bằng voucher có giá trị 0 ₫ nên không có hóa đơn VAT.',
  },
  en: {
    subject: (code: string) => `Order ${code} confirmed`,
    heading: 'Your order is paid and confirmed',
    intro: 'Thank you. Your rooms are reserved; show the order code at check-in.',
    voucherIntro:
      'Thank you. Your booking is paid by voucher and confirmed; show the order code at check-in. Keep the order code and PIN to look the order up.',
    code: 'Order code',
    pin: 'PIN',
    stay: 'Stay',
    deal: 'Item',
    paid: 'Paid',
    paidBy: 'Paid with',
    voucher: (code: string | null, deal: string | null) => ['Voucher', code, deal ? `(${deal})` : null].filter(Boolean).join(' '),
    link: 'View or manage the order',
    footer: 'You can cancel the order or ask for a VAT invoice from the order page.',
    footerNoCancel: 'You can ask for a VAT invoice from the order page.',
    footerNoInvoice: 'You can cancel the order from the order page. An order paid by voucher is worth 0 ₫, so it has no VAT invoice.',
  },
} as const;

/** A stay paid by voucher: the one mail it gets (no "received" asking to pay 0 ₫) carries the PIN and names the voucher. */
export type PaidByVoucher = { pin: string; voucher: PayingVoucher | null };

/** "Order confirmed" (vi or en by the order's language), with the signed manage link. */
export function orderConfirmedMail(order: OrderRow, link: string, byVoucher?: PaidByVoucher): OutgoingMail {
  const lang = mailLangOf(order);
  const base = TEXT[lang];
  // paid deals and combos are not cancellable (refund policy); a 0 ₫ order has nothing to invoice
  const footer = byVoucher
    ? base.footerNoInvoice
    : order.productType === 'deal' || order.productType === 'combo'
      ? base.footerNoCancel
      : base.footer;
  const t = { ...base, footer, intro: byVoucher ? base.voucherIntro : productIntro(order, lang, 'confirmed', base.intro) };
  const voucher = byVoucher?.voucher;
  const payment: MailFact = byVoucher
    ? [t.paidBy, t.voucher(voucher?.code_masked ?? null, (lang === 'vi' ? voucher?.deal_name : voucher?.deal_name_en) ?? null)]
    : [t.paid, formatVnd(order.totalVnd)];
  return orderMailFor(order, t, 'order_confirmed', link, [
    [t.code, order.orderNumber],
    ...(byVoucher ? ([[t.pin, byVoucher.pin]] as MailFact[]) : []),
    ...tripFacts(order, lang, order.productType === 'deal' ? t.deal : t.stay),
    ...cancellationFacts(order, lang),
    ...priceFacts(order, lang),
    payment,
  ]);
}

import 'server-only';
import { formatAmount } from '@/lib/money/format-money';
import type { OutgoingMail } from '@/features/mail/server';
import type { RefundChannel } from '../../schemas';

export type CancelledMailInput = {
  lang: 'vi' | 'en';
  to: string;
  orderCode: string;
  title: string;
  refundVnd: number;
  channel: RefundChannel;
  refundStatus: 'pending' | 'succeeded' | 'failed';
  bankName: string | null;
  accountMasked: string | null;
  /** the order page, absolute, with the emailed link's token */
  orderUrl: string;
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refundLine(input: CancelledMailInput): string {
  const amount = formatAmount(input.refundVnd, 'VND');
  const vi = input.lang === 'vi';
  if (input.refundVnd === 0) return vi ? 'Đơn hàng này không có khoản hoàn tiền.' : 'No refund is due for this order.';
  const done = input.refundStatus === 'succeeded';
  if (input.channel === 'partner') {
    return vi
      ? `Số tiền hoàn: ${amount}, trả lại hạn mức Mua trước trả sau của bạn${done ? ' (đã hoàn).' : ' (đang xử lý).'}`
      : `Refund: ${amount}, back to your pay-later credit limit${done ? ' (refunded).' : ' (in progress).'}`;
  }
  if (input.channel === 'gateway') {
    return vi
      ? `Số tiền hoàn: ${amount}, về thẻ/tài khoản đã dùng để thanh toán${done ? ' (đã hoàn).' : ' (đang xử lý, trong 5–15 ngày làm việc).'}`
      : `Refund: ${amount}, to the card or account you paid with${done ? ' (refunded).' : ' (in progress, within 5–15 working days).'}`;
  }
  const where = [input.bankName, input.accountMasked].filter(Boolean).join(' ');
  return vi
    ? `Số tiền hoàn: ${amount}, chuyển vào tài khoản ${where}${done ? ' (đã chuyển).' : ' (đang xử lý, trong 5–7 ngày làm việc).'}`
    : `Refund: ${amount}, paid to the account ${where}${done ? ' (paid).' : ' (in progress, within 5–7 working days).'}`;
}

/** The "order cancelled" email (vi/en): what was cancelled, the refund, its amount and where it goes. */
export function orderCancelledMail(input: CancelledMailInput): OutgoingMail {
  const vi = input.lang === 'vi';
  const subject = vi ? `Đơn hàng ${input.orderCode} đã được hủy` : `Your order ${input.orderCode} is cancelled`;
  const lines = [
    vi ? `Đơn hàng ${input.orderCode} (${input.title}) đã được hủy theo yêu cầu của bạn.` : `Your order ${input.orderCode} (${input.title}) has been cancelled as you asked.`,
    refundLine(input),
    vi ? `Xem đơn hàng: ${input.orderUrl}` : `View the order: ${input.orderUrl}`,
  ];
  const html = lines
    .map((line) => {
      const text = escapeHtml(line).replace(escapeHtml(input.orderUrl), `<a href="${escapeHtml(input.orderUrl)}">${escapeHtml(input.orderUrl)}</a>`);
      return `<p>${text}</p>`;
    })
    .join('\n');
  return { to: input.to, subject, text: lines.join('\n\n'), html, kind: 'order_cancelled', ref: `order:${input.orderCode}` };
}

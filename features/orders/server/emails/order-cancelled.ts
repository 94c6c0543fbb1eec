import 'server-only';
import { escapeHtml } from '@/lib/text/escape-html';
import type { OutgoingMail } from '@/features/mail/server';
import type { RefundChannel } from '../../schemas';
import { formatVnd, type MailLang } from './layout';

export type CancelledMailInput = {
  lang: MailLang;
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

const TEXT = {
  vi: {
    subject: (code: string) => `Đơn hàng ${code} đã được hủy`,
    cancelled: (code: string, title: string) => `Đơn hàng ${code} (${title}) đã được hủy theo yêu cầu của bạn.`,
    noRefund: 'Đơn hàng này không có khoản hoàn tiền.',
    partner: (amount: string, done: boolean) => `Số tiền hoàn: ${amount}, trả lại hạn mức Mua trước trả sau của bạn${done ? ' (đã hoàn).' : ' (đang xử lý).'}`,
    gateway: (amount: string, done: boolean) => `Số tiền hoàn: ${amount}, về thẻ/tài khoản đã dùng để thanh toán${done ? ' (đã hoàn).' : ' (đang xử lý, trong 5–15 ngày làm việc).'}`,
    account: (amount: string, where: string, done: boolean) => `Số tiền hoàn: ${amount}, chuyển vào tài khoản ${where}${done ? ' (đã chuyển).' : ' (đang xử lý, trong 5–7 ngày làm việc).'}`,
    link: 'Xem đơn hàng',
  },
  en: {
    subject: (code: string) => `Your order ${code} is cancelled`,
    cancelled: (code: string, title: string) => `Your order ${code} (${title}) has been cancelled as you asked.`,
    noRefund: 'No refund is due for this order.',
    partner: (amount: string, done: boolean) => `Refund: ${amount}, back to your pay-later credit limit${done ? ' (refunded).' : ' (in progress).'}`,
    gateway: (amount: string, done: boolean) => `Refund: ${amount}, to the card or account you paid with${done ? ' (refunded).' : ' (in progress, within 5–15 working days).'}`,
    account: (amount: string, where: string, done: boolean) => `Refund: ${amount}, paid to the account ${where}${done ? ' (paid).' : ' (in progress, within 5–7 working days).'}`,
    link: 'View the order',
  },
} as const;

function refundLine(input: CancelledMailInput): string {
  const t = TEXT[input.lang];
  if (input.refundVnd === 0) return t.noRefund;
  const amount = formatVnd(input.refundVnd);
  const done = input.refundStatus === 'succeeded';
  if (input.channel === 'partner') return t.partner(amount, done);
  if (input.channel === 'gateway') return t.gateway(amount, done);
  return t.account(amount, [input.bankName, input.accountMasked].filter(Boolean).join(' '), done);
}

/** The "order cancelled" email (vi/en): what was cancelled, the refund, its amount and where it goes. */
export function orderCancelledMail(input: CancelledMailInput): OutgoingMail {
  const t = TEXT[input.lang];
  const subject = t.subject(input.orderCode);
  const lines = [t.cancelled(input.orderCode, input.title), refundLine(input), `${t.link}: ${input.orderUrl}`];
  const html = lines
    .map((line) => {
      const text = escapeHtml(line).replace(escapeHtml(input.orderUrl), `<a href="${escapeHtml(input.orderUrl)}">${escapeHtml(input.orderUrl)}</a>`);
      return `<p>${text}</p>`;
    })
    .join('\n');
  return { to: input.to, subject, text: lines.join('\n\n'), html, kind: 'order_cancelled', ref: `order:${input.orderCode}` };
}

import 'server-only';
import { escapeHtml } from '@/lib/text/escape-html';
import { getServerT } from '@/lib/i18n/server';
import type { OutgoingMail } from '@/features/mail/server';
import { refundSayKey } from '../../refund-words';
import type { RefundChannel } from '../../schemas';
import { formatVnd } from '@/lib/money/format-money';
import type { MailLang } from './layout';

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
    link: 'Xem đơn hàng',
  },
  en: {
    subject: (code: string) => `Your order ${code} is cancelled`,
    cancelled: (code: string, title: string) => `Your order ${code} (${title}) has been cancelled as you asked.`,
    link: 'View the order',
  },
} as const;

/**
 * The refund in the order page's own words (orders namespace): the amount and where it goes as the page's refund card
 * labels them, then the one sentence of its state (refund-words.ts), so the mail and the page never disagree.
 */
function refundLines(input: CancelledMailInput): string[] {
  const t = getServerT(input.lang, 'orders');
  if (input.refundVnd === 0 || input.channel === 'none') return [t('refundSay.none')];
  const to =
    input.channel === 'gateway'
      ? t('refund.gateway')
      : input.channel === 'partner'
        ? t('refund.partner')
        : [input.bankName, input.accountMasked].filter(Boolean).join(' ');
  return [
    `${t('refund.amount')}: ${formatVnd(input.refundVnd)} · ${t('refund.to')}: ${to}`,
    t(refundSayKey({ channel: input.channel, status: input.refundStatus })),
  ];
}

/** The "order cancelled" email (vi/en): what was cancelled, the refund, its amount and where it goes. */
export function orderCancelledMail(input: CancelledMailInput): OutgoingMail {
  const t = TEXT[input.lang];
  const subject = t.subject(input.orderCode);
  const lines = [t.cancelled(input.orderCode, input.title), ...refundLines(input), `${t.link}: ${input.orderUrl}`];
  const html = lines
    .map((line) => {
      const text = escapeHtml(line).replace(
        escapeHtml(input.orderUrl),
        `<a href="${escapeHtml(input.orderUrl)}">${escapeHtml(input.orderUrl)}</a>`,
      );
      return `<p>${text}</p>`;
    })
    .join('\n');
  return { to: input.to, subject, text: lines.join('\n\n'), html, kind: 'order_cancelled', ref: `order:${input.orderCode}` };
}

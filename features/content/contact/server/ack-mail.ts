import 'server-only';
import { layoutMail, type OutgoingMail } from '@/features/mail/server';
import { vnDateTime } from '@/lib/dates/product-date';
import { siteUrl } from '@/lib/env/site';
import type { Lang } from '@/lib/i18n/config';
import { CONTACT_PATH, localePath } from '@/lib/paths';

const TEXT = {
  vi: {
    subject: (ticket: string) => `Vivu Travel đã nhận tin nhắn của bạn (mã ${ticket})`,
    heading: 'Chúng tôi đã nhận được tin nhắn của bạn',
    received: (ticket: string, at: string) =>
      `Tin nhắn gửi qua biểu mẫu liên hệ lúc ${at} đã đến bộ phận chăm sóc khách hàng với mã yêu cầu ${ticket}.`,
    answer:
      'Chúng tôi sẽ trả lời qua địa chỉ email này trong thời gian sớm nhất. Khi cần nhắc lại, bạn chỉ cần trả lời email này hoặc ghi mã yêu cầu trong tin nhắn mới.',
    again: 'Gửi tin nhắn khác',
    footer: 'Nếu bạn không gửi tin nhắn nào, hãy bỏ qua email này.',
  },
  en: {
    subject: (ticket: string) => `Vivu Travel has received your message (ticket ${ticket})`,
    heading: 'We have received your message',
    received: (ticket: string, at: string) =>
      `The message you sent through our contact form at ${at} has reached our customer care team as ticket ${ticket}.`,
    answer:
      'We will answer at this email address as soon as we can. To follow up, reply to this email or quote the ticket number in a new message.',
    again: 'Send another message',
    footer: 'If you did not send us a message, please ignore this email.',
  },
} as const;

/**
 * The sender's acknowledgement, in the page's language: the ticket and the time only, nothing the sender typed
 * (a form anyone can fill must not let them put their words into a mail to someone else's address).
 */
export function contactAckMail({
  to,
  ticket,
  lang,
  at,
  ref,
}: {
  to: string;
  ticket: string;
  lang: Lang;
  at: Date;
  ref: string;
}): OutgoingMail {
  const t = TEXT[lang];
  return layoutMail({
    to,
    subject: t.subject(ticket),
    heading: t.heading,
    paragraphs: [t.received(ticket, vnDateTime(at.toISOString())), t.answer],
    button: { label: t.again, href: `${siteUrl()}${localePath(lang, CONTACT_PATH)}` },
    footer: t.footer,
    kind: 'contact_ack',
    ref,
  });
}

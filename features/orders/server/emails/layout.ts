import 'server-only';
import { toSummaryDate, vnDateTime } from '@/lib/dates/product-date';
import { layoutMail, type MailFact, type OutgoingMail } from '@/features/mail/server';
import type { OrderRow } from '../access/order-access';

export type MailLang = 'vi' | 'en';
export type { MailFact };

// One way to write dates in every mail, in both languages (spec 9): DD/MM/YYYY and HH:mm DD/MM/YYYY in
// Vietnam time, as the order page writes them (money: formatVnd of lib/money).
export const formatDateTime = (at: Date) => vnDateTime(at.toISOString());

/** The stay as "DD/MM/YYYY → DD/MM/YYYY" (an order without dates: nothing). */
const stayRange = (checkIn: string | null, checkOut: string | null) =>
  checkIn && checkOut ? `${toSummaryDate(checkIn)} → ${toSummaryDate(checkOut)}` : '';

/** The order's title and stay, as the mails' "Stay" line writes them. */
export const stayFact = (label: string, order: Pick<OrderRow, 'title' | 'checkIn' | 'checkOut'>): MailFact => [
  label,
  [order.title, stayRange(order.checkIn, order.checkOut)].filter(Boolean).join(' · '),
];

/** The texts every order mail has, per language. */
export type OrderMailTexts = { subject: (code: string) => string; heading: string; intro: string; link: string; footer: string };

/** The mail's language: the order's. */
export const mailLangOf = (order: Pick<OrderRow, 'lang'>): MailLang => (order.lang === 'en' ? 'en' : 'vi');

/** An order mail to the order's contact, in the site's mail layout: its texts, its facts, the link to the order. */
export function orderMailFor(order: OrderRow, t: OrderMailTexts, kind: string, link: string, facts: MailFact[]): OutgoingMail {
  return layoutMail({
    to: order.contact?.email ?? '',
    subject: t.subject(order.orderNumber),
    heading: t.heading,
    paragraphs: [t.intro],
    facts,
    button: { label: t.link, href: link },
    footer: t.footer,
    kind,
    ref: `order:${order.orderNumber}`,
    // the order mails write & < > " ' as named references, as they always have
    escape: 'named',
  });
}

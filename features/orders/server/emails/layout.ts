import 'server-only';
import { escapeHtml } from '@/lib/text/escape-html';
import { color } from '@/lib/theme/tokens';
import { toSummaryDate, vnDateTime } from '@/lib/dates/product-date';
import type { OutgoingMail } from '@/features/mail/server';
import type { OrderRow } from '../order-access';

export type MailLang = 'vi' | 'en';
/** One line of the mail's facts: a label and its value. */
export type MailFact = [label: string, value: string];

// The order mails write & < > " ' as named references (&amp; …), as they always have.
const escapeMail = (value: string) => escapeHtml(value, 'named');

// One way to write dates in every mail, in both languages (spec 9): DD/MM/YYYY and HH:mm DD/MM/YYYY in
// Vietnam time, as the order page writes them (money: formatVnd of lib/money).

export const formatDateTime = (at: Date) => vnDateTime(at.toISOString());

/** The stay as "DD/MM/YYYY → DD/MM/YYYY" (an order without dates: nothing). */
const stayRange = (checkIn: string | null, checkOut: string | null) => (checkIn && checkOut ? `${toSummaryDate(checkIn)} → ${toSummaryDate(checkOut)}` : '');

/** The order's title and stay, as the mails' "Stay" line writes them. */
export const stayFact = (label: string, order: Pick<OrderRow, 'title' | 'checkIn' | 'checkOut'>): MailFact => [
  label,
  [order.title, stayRange(order.checkIn, order.checkOut)].filter(Boolean).join(' · '),
];

/**
 * The order mails' one layout: a heading, an intro, the facts as a table, a button to the order page, a
 * footer. The text part says the same for clients without HTML. Everything from the order is escaped.
 */
function orderMail({ to, subject, heading, intro, facts, linkLabel, link, footer, kind, orderCode }: {
  to: string;
  subject: string;
  heading: string;
  intro: string;
  facts: MailFact[];
  linkLabel: string;
  link: string;
  footer: string;
  kind: string;
  orderCode: string;
}): OutgoingMail {
  const text = [heading, '', intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), '', `${linkLabel}: ${link}`, '', footer].join('\n');
  const rows = facts
    .map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:${color.textMuted}">${escapeMail(label)}</td><td style="padding:4px 0;font-weight:600">${escapeMail(value)}</td></tr>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:${color.text};max-width:600px;margin:0 auto">
<h1 style="font-size:20px">${escapeMail(heading)}</h1>
<p>${escapeMail(intro)}</p>
<table style="border-collapse:collapse">${rows}</table>
<p style="margin:24px 0"><a href="${escapeMail(link)}" style="background:${color.primary};color:${color.textInverse};padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMail(linkLabel)}</a></p>
<p style="color:${color.textSubtle};font-size:12px">${escapeMail(footer)}</p>
</body></html>`;
  return { to, subject, text, html, kind, ref: `order:${orderCode}` };
}

/** The texts every order mail has, per language. */
export type OrderMailTexts = { subject: (code: string) => string; heading: string; intro: string; link: string; footer: string };

/** The mail's language: the order's. */
export const mailLangOf = (order: Pick<OrderRow, 'lang'>): MailLang => (order.lang === 'en' ? 'en' : 'vi');

/** An order mail to the order's contact, in the layout above: its texts, its facts, the link to the order. */
export function orderMailFor(order: OrderRow, t: OrderMailTexts, kind: string, link: string, facts: MailFact[]): OutgoingMail {
  return orderMail({
    to: order.contact?.email ?? '',
    subject: t.subject(order.orderNumber),
    heading: t.heading,
    intro: t.intro,
    facts,
    linkLabel: t.link,
    link,
    footer: t.footer,
    kind,
    orderCode: order.orderNumber,
  });
}

import 'server-only';
import { escapeHtml } from '@/lib/text/escape-html';
import { color } from '@/lib/theme/tokens';
import type { OutgoingMail } from './enqueue';

type MailLink = { label: string; href: string };
/** One line of a mail's facts: a label and its value. */
export type MailFact = [label: string, value: string];

export type MailLayout = {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** shown as a table after the paragraphs (the order mails) */
  facts?: MailFact[];
  button?: MailLink;
  footer: string;
  footerLinks?: MailLink[];
  kind: string;
  ref: string | null;
  /** the address an answer goes to (the mail's Reply-To) */
  replyTo?: string | null;
  /** how & < > " ' are written: numeric references, or named as the order mails always have */
  escape?: 'numeric' | 'named';
};

/**
 * The site's one mail layout (order, newsletter and contact mails): a heading, paragraphs, optional facts as a
 * table, an optional button, small print with optional links. Everything given is escaped; the text part says
 * the same for clients without HTML.
 */
export function layoutMail({
  to,
  subject,
  heading,
  paragraphs,
  facts,
  button,
  footer,
  footerLinks = [],
  kind,
  ref,
  replyTo = null,
  escape = 'numeric',
}: MailLayout): OutgoingMail {
  const e = (value: string) => escapeHtml(value, escape);
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(facts ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(button ? [`${button.label}: ${button.href}`, ''] : []),
    footer,
    ...footerLinks.map((l) => `${l.label}: ${l.href}`),
  ].join('\n');
  const rows = (facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${color.textMuted}">${e(label)}</td><td style="padding:4px 0;font-weight:600">${e(value)}</td></tr>`,
    )
    .join('');
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:${color.text};max-width:600px;margin:0 auto">`,
    `<h1 style="font-size:20px">${e(heading)}</h1>`,
    paragraphs.map((p) => `<p style="white-space:pre-wrap">${e(p)}</p>`).join('\n'),
    ...(facts ? [`<table style="border-collapse:collapse">${rows}</table>`] : []),
    button
      ? `<p style="margin:24px 0"><a href="${e(button.href)}" style="background:${color.primary};color:${color.textInverse};padding:10px 18px;border-radius:6px;text-decoration:none">${e(button.label)}</a></p>`
      : '',
    `<p style="color:${color.textSubtle};font-size:12px">${e(footer)}${footerLinks.map((l) => ` <a href="${e(l.href)}" style="color:${color.textSubtle}">${e(l.label)}</a>`).join('')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, kind, ref, replyTo };
}

import 'server-only';
import type { OutgoingMail } from '@/features/mail/server';
import { escapeHtml } from '@/lib/text/escape-html';
import { color } from '@/lib/theme/tokens';

export type MailLink = { label: string; href: string };

/**
 * The content mails' one layout (newsletter, contact): a heading, paragraphs, an optional button, small print
 * with optional links. Everything given is escaped; the text part says the same.
 */
export function contentMail({ to, subject, heading, paragraphs, button, footer, footerLinks = [], kind, ref, replyTo = null }: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: MailLink;
  footer: string;
  footerLinks?: MailLink[];
  kind: string;
  ref: string | null;
  /** the address an answer goes to (the mail's Reply-To) */
  replyTo?: string | null;
}): OutgoingMail {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(button ? [`${button.label}: ${button.href}`, ''] : []),
    footer,
    ...footerLinks.map((l) => `${l.label}: ${l.href}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:${color.text};max-width:600px;margin:0 auto">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${button ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:${color.primary};color:${color.textInverse};padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>` : ''}
<p style="color:${color.textSubtle};font-size:12px">${escapeHtml(footer)}${footerLinks.map((l) => ` <a href="${escapeHtml(l.href)}" style="color:${color.textSubtle}">${escapeHtml(l.label)}</a>`).join('')}</p>
</body></html>`;
  return { to, subject, text, html, kind, ref, replyTo };
}

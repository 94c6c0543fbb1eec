import 'server-only';
import { getDb } from '@/lib/db/client';
import { enqueueMail, sendMailNow } from '@/features/mail/server';
import { ssoNow } from './clock';

/** The outbox kind of the sign-on's mails (the site's one outbox, features/mail); /sso/outbox lists these. */
export const SSO_MAIL_KIND = 'sso_password_reset';

/**
 * Writes the mail into the site's outbox, then sends it at once when SMTP_URL is set (the mail sender records
 * sent_at or the error; a failed one is retried by the mail worker). Plain text: the sign-on's mails have no HTML.
 */
export async function queueMail(mail: { to: string; subject: string; body: string }): Promise<{ sent: Promise<void> }> {
  const id = await enqueueMail(await getDb(), {
    to: mail.to,
    subject: mail.subject,
    text: mail.body,
    html: '',
    kind: SSO_MAIL_KIND,
    ref: null,
  });
  return { sent: sendMailNow(id, ssoNow) };
}

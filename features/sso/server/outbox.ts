import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { latestMailsOfKind } from '@/features/mail/server';
import { SSO_MAIL_KIND } from './mailer';

/** The developer's outbox page exists only where mail is not really sent and never in production. */
export function outboxVisible(): boolean {
  const env = serverEnv();
  return env.NODE_ENV !== 'production' && !env.SMTP_URL;
}

export type OutboxMail = { id: number; to: string; subject: string; body: string; createdAt: Date };

/** The 50 latest sign-on mails, newest first. */
export async function latestMails(): Promise<OutboxMail[]> {
  return (await latestMailsOfKind(SSO_MAIL_KIND, 50)).map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    body: m.text,
    createdAt: new Date(m.createdAt),
  }));
}

import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { emailOutbox } from '../db';

/** The developer's outbox page exists only where mail is not really sent and never in production. */
export function outboxVisible(): boolean {
  const env = serverEnv();
  return env.NODE_ENV !== 'production' && !env.SMTP_URL;
}

export type OutboxMail = { id: number; to: string; subject: string; body: string; createdAt: Date };

/** The 50 latest mails, newest first. */
export async function latestMails(): Promise<OutboxMail[]> {
  const db = await getDb();
  return db
    .select({ id: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject, body: emailOutbox.body, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(50);
}

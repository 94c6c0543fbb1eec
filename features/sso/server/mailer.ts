import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { emailOutbox } from '../db';
import { ssoNow } from './clock';

/** Writes the mail into the outbox, then sends it when SMTP_URL is set (marking sent_at or the error). */
export async function queueMail(mail: { to: string; subject: string; body: string }): Promise<{ sent: Promise<void> }> {
  const db = await getDb();
  const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
  return { sent: row ? send(mail, row.id) : Promise.resolve() };
}

/** Sends an outbox mail through SMTP_URL (when set) and records the outcome on its row; never throws. */
async function send(mail: { to: string; subject: string; body: string }, id: number): Promise<void> {
  const env = serverEnv();
  if (!env.SMTP_URL) return;
  const db = await getDb();
  const row = { id };
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.body });
    // once delivered, the reset or confirmation link leaves the database; who, what and when stay
    await db.update(emailOutbox).set({ sentAt: ssoNow(), body: '' }).where(eq(emailOutbox.id, row.id));
  } catch (error) {
    logger().error({ err: error, outboxId: row.id }, 'mail not sent');
    await db
      .update(emailOutbox)
      .set({ error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
      .where(eq(emailOutbox.id, row.id));
  }
}

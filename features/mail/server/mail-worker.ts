import 'server-only';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { mailOutbox } from '../db';

/** A mail is tried this many times, then left in the outbox with its last error for a person to look at. */
export const MAX_ATTEMPTS = 5;

export type SweepResult = { sent: number; failed: number };

/**
 * Sends up to `batch` unsent outbox mails through SMTP_URL (from MAIL_FROM), oldest first. The rows are taken
 * FOR UPDATE SKIP LOCKED inside one transaction, so two processes never send the same mail; each one gets
 * sent_at, or attempts + 1 and last_error. Without SMTP_URL nothing is sent: the mails stay for /sandbox/mail.
 */
export async function sendPendingMail(batch = 20, now: () => Date = () => new Date()): Promise<SweepResult> {
  const env = serverEnv();
  if (!env.SMTP_URL) return { sent: 0, failed: 0 };
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(env.SMTP_URL);
  try {
    return await (await getDb()).transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(mailOutbox.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      const result: SweepResult = { sent: 0, failed: 0 };
      for (const row of rows) {
        try {
          await transport.sendMail({ from: env.MAIL_FROM, to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
          await tx.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
          result.sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
          logger().warn({ outboxId: row.id, err: error }, 'mail not sent');
          await tx
            .update(mailOutbox)
            .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: message })
            .where(eq(mailOutbox.id, row.id));
          result.failed += 1;
        }
      }
      return result;
    });
  } finally {
    transport.close();
  }
}

let timer: NodeJS.Timeout | undefined;

/**
 * Sends the outbox every MAIL_SWEEP_SECONDS in this process (like the hold sweeper: a plain unref'd timer that
 * never keeps the process alive, a sweep never overlapping the previous one; safe in every process at once).
 * Returns a stop function.
 */
export function startMailWorker(seconds: number = serverEnv().MAIL_SWEEP_SECONDS): () => void {
  if (timer) clearInterval(timer);
  let running = false;
  const handle = setInterval(() => {
    if (running) return;
    running = true;
    void sendPendingMail()
      .then(({ sent, failed }) => {
        if (sent > 0 || failed > 0) logger().info({ sent, failed }, 'outbox mails sent');
      })
      .catch((error: unknown) => logger().error({ err: error }, 'mail sweep failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  handle.unref();
  timer = handle;
  return () => {
    clearInterval(handle);
    if (timer === handle) timer = undefined;
  };
}

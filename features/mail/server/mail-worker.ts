import 'server-only';
import { and, asc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { pausedWhileDatabaseAway } from '@/lib/db/availability';
import { every } from '@/lib/jobs/every';
import { logger } from '@/lib/logger';
import { mailOutbox } from '../db';

/** A mail is tried this many times, then left in the outbox with its last error for a person to look at. */
export const MAX_ATTEMPTS = 5;

export type SweepResult = { sent: number; failed: number };

// a slow or silent SMTP server must not hold a mail's row lock (on embedded PGlite: the database) for minutes
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

type Transport = ReturnType<typeof import('nodemailer').createTransport>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OutboxRow = typeof mailOutbox.$inferSelect;

async function openTransport(url: string): Promise<Transport> {
  const { createTransport } = await import('nodemailer');
  return createTransport({ url, ...SMTP_TIMEOUTS });
}

/** Sends one taken row and records the outcome on it: sent_at (the body leaves), or attempts + 1 and last_error. */
async function sendRow(tx: Tx, transport: Transport, row: OutboxRow, now: () => Date): Promise<'sent' | 'failed'> {
  const env = serverEnv();
  try {
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html || undefined,
    });
    // once delivered, the body (voucher codes, order PINs, confirmation and reset links) leaves the database: who, what and when stay
    await tx.update(mailOutbox).set({ sentAt: now(), lastError: null, text: '', html: '' }).where(eq(mailOutbox.id, row.id));
    return 'sent';
  } catch (error) {
    logger().warn({ outboxId: row.id, err: error }, 'mail not sent');
    await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
      .where(eq(mailOutbox.id, row.id));
    return 'failed';
  }
}

/**
 * Sends up to `batch` unsent outbox mails through SMTP_URL (from MAIL_FROM), oldest first, each in its own short
 * transaction: the row is taken FOR UPDATE SKIP LOCKED, so two processes never send the same mail, and gets
 * sent_at, or attempts + 1 and last_error (a mail tried MAX_ATTEMPTS times stays for a person to look at; one
 * that failed is not tried again in the same sweep). Without SMTP_URL nothing is sent: the mails stay for
 * /sandbox/mail. Once `signal` is aborted (the worker stopped) no further mail is taken; one being sent finishes.
 */
export async function sendPendingMail(batch = 20, now: () => Date = () => new Date(), signal?: AbortSignal): Promise<SweepResult> {
  const env = serverEnv();
  if (!env.SMTP_URL) return { sent: 0, failed: 0 };
  const transport = await openTransport(env.SMTP_URL);
  const db = await getDb();
  const result: SweepResult = { sent: 0, failed: 0 };
  const tried: number[] = [];
  try {
    while (tried.length < batch && !signal?.aborted) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(mailOutbox)
          .where(
            and(
              isNull(mailOutbox.sentAt),
              lt(mailOutbox.attempts, MAX_ATTEMPTS),
              tried.length > 0 ? notInArray(mailOutbox.id, tried) : undefined,
            ),
          )
          .orderBy(asc(mailOutbox.id))
          .limit(1)
          .for('update', { skipLocked: true });
        // stopped while the row was being read: it stays for the next sweep
        if (!row || signal?.aborted) return null;
        tried.push(row.id);
        return sendRow(tx, transport, row, now);
      });
      if (!outcome) break;
      result[outcome] += 1;
    }
    return result;
  } finally {
    transport.close();
  }
}

/**
 * Sends one outbox mail now (the sign-on's reset link, not left for the next sweep), as the worker would: a mail
 * the worker is sending already is skipped. Without SMTP_URL nothing is sent. Never throws.
 */
export async function sendMailNow(id: number, now: () => Date = () => new Date()): Promise<void> {
  const env = serverEnv();
  if (!env.SMTP_URL) return;
  const transport = await openTransport(env.SMTP_URL);
  try {
    await (
      await getDb()
    ).transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (row) await sendRow(tx, transport, row, now);
    });
  } catch (error) {
    logger().error({ err: error, outboxId: id }, 'mail not sent');
  } finally {
    transport.close();
  }
}

/** Sends the outbox every MAIL_SWEEP_SECONDS in this process (lib/jobs/every.ts; safe in every process at once). Returns a stop function. */
export function startMailWorker(seconds: number = serverEnv().MAIL_SWEEP_SECONDS): () => void {
  return every(
    'mail-outbox',
    seconds,
    pausedWhileDatabaseAway('mail-outbox', async (signal) => {
      const { sent, failed } = await sendPendingMail(20, undefined, signal);
      if (sent > 0 || failed > 0) logger().info({ sent, failed }, 'outbox mails sent');
    }),
  );
}

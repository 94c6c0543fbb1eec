import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '../db';

export type OutboxMail = { id: number; to: string; subject: string; text: string; kind: string; ref: string | null; createdAt: string; sentAt: string | null };

const SHOWN = 50;

/** The newest 50 outbox mails (optionally those about one thing, e.g. ref "order:H123"), for /sandbox/mail. */
export async function latestMails(ref: string | null): Promise<OutboxMail[]> {
  const query = (await getDb()).select().from(mailOutbox);
  const rows = await (ref ? query.where(eq(mailOutbox.ref, ref)) : query).orderBy(desc(mailOutbox.id)).limit(SHOWN);
  return rows.map((r) => ({ id: r.id, to: r.toAddress, subject: r.subject, text: r.text, kind: r.kind, ref: r.ref, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }));
}

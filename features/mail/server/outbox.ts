import 'server-only';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '../db';

export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  ref: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** Whose mails a reader of /sandbox/mail may see: those about these refs (e.g. order:H123) and those to this address. */
export type MailScope = { refs: string[]; to: string | null };

const SHOWN = 50;

const toOutboxMail = (r: typeof mailOutbox.$inferSelect): OutboxMail => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  text: r.text,
  kind: r.kind,
  ref: r.ref,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** The newest 50 outbox mails within the reader's scope (optionally those about one thing, e.g. ref "order:H123"), for /sandbox/mail. */
export async function latestMails(scope: MailScope, ref: string | null): Promise<OutboxMail[]> {
  const mine: SQL[] = [
    ...(scope.refs.length > 0 ? [inArray(mailOutbox.ref, scope.refs)] : []),
    ...(scope.to ? [sql`lower(${mailOutbox.toAddress}) = ${scope.to.toLowerCase()}`] : []),
  ];
  if (mine.length === 0) return [];
  const visible = or(...mine);
  const rows = await (
    await getDb()
  )
    .select()
    .from(mailOutbox)
    .where(ref ? and(visible, eq(mailOutbox.ref, ref)) : visible)
    .orderBy(desc(mailOutbox.id))
    .limit(SHOWN);
  return rows.map(toOutboxMail);
}

/** The newest `limit` mails of one kind, newest first (a developer's outbox page: the sign-on's /sso/outbox). */
export async function latestMailsOfKind(kind: string, limit: number): Promise<OutboxMail[]> {
  const rows = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(desc(mailOutbox.id)).limit(limit);
  return rows.map(toOutboxMail);
}

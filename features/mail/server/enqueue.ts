import 'server-only';
import type { Db } from '@/lib/db/client';
import { mailOutbox } from '../db';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  ref: string | null;
  replyTo?: string | null;
};

/**
 * Writes a mail to the outbox inside the caller's transaction: it exists exactly when the change it tells
 * about committed. The mail worker (features/mail/server/mail-worker.ts) sends it.
 */
export async function enqueueMail(tx: Tx | Db, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
      ref: mail.ref,
      replyTo: mail.replyTo ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

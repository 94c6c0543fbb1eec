import 'server-only';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '@/features/mail/server';
import { getDb } from '@/lib/db/client';
import { newsletterSubscribers } from '../../db';
import type { SubscribeBody, SubscribeResult } from '../../schemas';
import { confirmSubscriptionMail } from './confirm-mail';
import { newConfirmToken, tokenHash, unsubscribeTokenOf } from './tokens';

/** A pending address gets at most one confirmation mail per this many minutes. */
export const CONFIRM_RESEND_MINUTES = 10;

const ANSWER = {
  vi: 'Vui lòng kiểm tra hộp thư để xác nhận đăng ký nhận tin.',
  en: 'Please check your mailbox to confirm your subscription.',
} as const;

/**
 * POST /users/add-subscriber/: double opt-in. A new address is a pending row and one confirmation mail (in the
 * outbox, same transaction); the same address again is the same row: pending gets a new mail only after
 * CONFIRM_RESEND_MINUTES, unsubscribed starts over as pending, confirmed gets nothing. The answer is the same
 * in every case, so it never tells whether an address is subscribed.
 */
export async function subscribe({ email, lang }: SubscribeBody, now: Date = new Date()): Promise<SubscribeResult> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const unsubscribeToken = unsubscribeTokenOf(email);
    const confirmToken = newConfirmToken();
    const fresh = {
      email,
      lang,
      status: 'pending',
      confirmTokenHash: tokenHash(confirmToken),
      unsubscribeTokenHash: tokenHash(unsubscribeToken),
      confirmSentAt: now,
      createdAt: now,
    };
    // a concurrent sign-up of the same address meets the unique index here, not a second row
    const [created] = await tx.insert(newsletterSubscribers).values(fresh).onConflictDoNothing({ target: newsletterSubscribers.email }).returning({ id: newsletterSubscribers.id });
    if (created) {
      await enqueueMail(tx, confirmSubscriptionMail(email, lang, confirmToken, unsubscribeToken));
      return;
    }
    const [known] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
    if (!known || known.status === 'confirmed') return;
    const recent = known.confirmSentAt && now.getTime() - known.confirmSentAt.getTime() < CONFIRM_RESEND_MINUTES * 60_000;
    if (recent) return;
    await tx
      .update(newsletterSubscribers)
      .set({ lang, status: 'pending', confirmTokenHash: fresh.confirmTokenHash, unsubscribeTokenHash: fresh.unsubscribeTokenHash, confirmSentAt: now, unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, known.id));
    await enqueueMail(tx, confirmSubscriptionMail(email, lang, confirmToken, unsubscribeToken));
  });
  return { message: ANSWER[lang] };
}

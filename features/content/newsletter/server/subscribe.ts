import 'server-only';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '@/features/mail/server';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { takeConfirmMailBudget } from '../../content-rate-limits';
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

/** The confirmation mail, within the site's hourly budget; past it the row stays (a later sign-up mails it). */
async function mailWithinBudget(send: () => Promise<unknown>): Promise<void> {
  if (await takeConfirmMailBudget()) {
    await send();
    return;
  }
  logger().warn('newsletter confirmation mails: hourly cap reached (NEWSLETTER_CONFIRM_MAILS_PER_HOUR), sign-up kept without a mail');
}

/**
 * POST /users/add-subscriber/: double opt-in. A new address is a pending row and one confirmation mail (in the
 * outbox, same transaction); the same address again is the same row: pending gets a new mail only after
 * CONFIRM_RESEND_MINUTES, unsubscribed starts over as pending with a mail at once, confirmed gets nothing.
 * Past NEWSLETTER_CONFIRM_MAILS_PER_HOUR mails the row is written without one. The answer is the same in every
 * case, so it never tells whether an address is subscribed.
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
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values(fresh)
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (created) {
      await mailWithinBudget(() => enqueueMail(tx, confirmSubscriptionMail(email, lang, confirmToken)));
      return;
    }
    const [known] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
    if (!known || known.status === 'confirmed') return;
    // the window keeps a pending address from being mailed over and over; one that unsubscribed asks anew
    const recent = known.confirmSentAt && now.getTime() - known.confirmSentAt.getTime() < CONFIRM_RESEND_MINUTES * 60_000;
    if (recent && known.status === 'pending') return;
    await tx
      .update(newsletterSubscribers)
      .set({
        lang,
        status: 'pending',
        confirmTokenHash: fresh.confirmTokenHash,
        unsubscribeTokenHash: fresh.unsubscribeTokenHash,
        confirmSentAt: now,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscribers.id, known.id));
    await mailWithinBudget(() => enqueueMail(tx, confirmSubscriptionMail(email, lang, confirmToken)));
  });
  return { message: ANSWER[lang] };
}

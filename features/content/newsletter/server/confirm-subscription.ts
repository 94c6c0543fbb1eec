import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { newsletterSubscribers } from '../../db';
import { subscribeTokenSchema } from '../../schemas';
import { tokenHash } from './tokens';

/** How long a confirm link works after its mail was written. */
const CONFIRM_TOKEN_HOURS = 48;

export type SubscriptionOutcome = 'confirmed' | 'unsubscribed';

/** The token's shape first: a malformed one never reaches the database. */
function hashOf(token: string | null | undefined): string {
  const parsed = subscribeTokenSchema.safeParse(token);
  if (!parsed.success) throw apiError('INVALID_SUBSCRIBE_TOKEN');
  return tokenHash(parsed.data);
}

/**
 * A confirm link: its pending address becomes confirmed (a second click answers the same). An unknown token,
 * one past CONFIRM_TOKEN_HOURS, or one of an address unsubscribed since is 400 INVALID_SUBSCRIBE_TOKEN.
 */
export async function confirmSubscription(token: string | null | undefined, now: Date = new Date()): Promise<SubscriptionOutcome> {
  const hash = hashOf(token);
  const db = await getDb();
  return db.transaction(async (tx): Promise<SubscriptionOutcome> => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, hash)).for('update');
    if (!row || row.status === 'unsubscribed') throw apiError('INVALID_SUBSCRIBE_TOKEN');
    if (row.status === 'confirmed') return 'confirmed';
    const sentAt = row.confirmSentAt ?? row.createdAt;
    if (now.getTime() - sentAt.getTime() > CONFIRM_TOKEN_HOURS * 3_600_000) throw apiError('INVALID_SUBSCRIBE_TOKEN');
    await tx.update(newsletterSubscribers).set({ status: 'confirmed', confirmedAt: now }).where(eq(newsletterSubscribers.id, row.id));
    return 'confirmed';
  });
}

/** An unsubscribe link (of any newsletter mail): the address is unsubscribed; again, the same answer. */
export async function unsubscribe(token: string | null | undefined, now: Date = new Date()): Promise<SubscriptionOutcome> {
  const hash = hashOf(token);
  const db = await getDb();
  return db.transaction(async (tx): Promise<SubscriptionOutcome> => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeTokenHash, hash)).for('update');
    if (!row) throw apiError('INVALID_SUBSCRIBE_TOKEN');
    if (row.status !== 'unsubscribed') {
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: now })
        .where(eq(newsletterSubscribers.id, row.id));
    }
    return 'unsubscribed';
  });
}

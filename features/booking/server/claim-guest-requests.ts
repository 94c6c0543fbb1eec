import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bookingRequests } from '../db';
import type { Owner } from '@/features/auth/server';
import { linesOf, memberRatesOf, priceLines } from './quote-request';

/**
 * A member who still carries a guest cookie (signed in from checkout) takes over that guest's requests: they
 * move to the member (user_id set, guest_key_hash cleared, so the cookie alone owns nothing any more), and
 * held ones are re-quoted at the member's rates without touching inventory (their holds and expiry stay).
 * Converted and cancelled requests keep the price they had. A no-op query when the guest owns nothing.
 */
export async function claimGuestRequests(
  member: Extract<Owner, { kind: 'user' }>,
  guestKeyHash: string,
  now: Date = new Date(),
): Promise<number> {
  const db = await getDb();
  const [any] = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.guestKeyHash, guestKeyHash))
    .limit(1);
  if (!any) return 0;
  // read before the transaction: member pricing asks other tables through its own connection
  const rates = await memberRatesOf(db, member);
  return db.transaction(async (tx) => {
    // the row locks order this against a concurrent claim, re-price or expiry of the same requests
    const rows = await tx.select().from(bookingRequests).where(eq(bookingRequests.guestKeyHash, guestKeyHash)).for('update');
    // only held requests are priced again; every other one just changes owner, in one statement
    for (const row of rows.filter((r) => r.status === 'HELD')) {
      const requote = priceLines(await linesOf(tx, row.id), row.checkIn, row.nights, rates, null);
      await tx
        .update(bookingRequests)
        .set({ quote: requote.quote, coupon: null, memberRates: rates })
        .where(eq(bookingRequests.id, row.id));
    }
    await tx
      .update(bookingRequests)
      .set({ userId: member.userId, guestKeyHash: null, updatedAt: now })
      .where(eq(bookingRequests.guestKeyHash, guestKeyHash));
    return rows.length;
  });
}

import 'server-only';
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { bookingRequests } from '../db';
import type { Owner } from '@/features/auth/server';
import { releaseHoldsOf, type InventoryChange, type Tx } from './inventory';
import { ownedBy } from './read-booking-request';

/** Live holds one owner may keep at once; a new hold releases the oldest beyond it. */
const MAX_LIVE_HOLDS = 3;

/**
 * Makes room for one more live hold of an owner (the request being priced, `keep`): the owner's other live
 * HELD requests beyond MAX_LIVE_HOLDS - 1, oldest first, end now (EXPIRED, so they can be priced again) and
 * their rooms are answered as releases for the caller's one ordered inventory pass. Rows another
 * transaction has locked are skipped (never a deadlock), so parallel calls of one owner may briefly keep more.
 */
export async function releaseOldestHolds(tx: Tx, owner: Owner, keep: string | null, now: Date): Promise<InventoryChange[]> {
  const live = and(
    ownedBy(owner),
    eq(bookingRequests.status, 'HELD'),
    gt(bookingRequests.expiresAt, now),
    keep ? ne(bookingRequests.id, keep) : undefined,
  );
  const others = await tx
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(live)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .for('update', { skipLocked: true });
  const ended = others.slice(MAX_LIVE_HOLDS - 1).map((r) => r.id);
  if (ended.length === 0) return [];
  await tx.update(bookingRequests).set({ status: 'EXPIRED', expiresAt: now, updatedAt: now }).where(inArray(bookingRequests.id, ended));
  return releaseHoldsOf(tx, ended);
}

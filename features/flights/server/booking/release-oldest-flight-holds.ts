import 'server-only';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Owner } from '@/features/auth/server';
import { flightBookingRequests } from '../../db';
import { releaseFlightHoldsOf, type SeatChange, type Tx } from './flight-seats';
import { flightOwnedBy } from './read-flight-request';

/** Live flight holds one owner may keep at once (as for rooms); a new hold ends the oldest beyond it. */
const MAX_LIVE_HOLDS = 3;

/**
 * Makes room for one more live hold of an owner: its other live HELD flight requests beyond MAX_LIVE_HOLDS - 1,
 * oldest first, end now (EXPIRED) and their seats are answered as releases for the caller's one ordered pass.
 * Rows another transaction has locked are skipped (never a deadlock).
 */
export async function releaseOldestFlightHolds(tx: Tx, owner: Owner, now: Date): Promise<SeatChange[]> {
  const others = await tx
    .select({ id: flightBookingRequests.id })
    .from(flightBookingRequests)
    .where(and(flightOwnedBy(owner), eq(flightBookingRequests.status, 'HELD'), gt(flightBookingRequests.expiresAt, now)))
    .orderBy(desc(flightBookingRequests.createdAt), desc(flightBookingRequests.id))
    .for('update', { skipLocked: true });
  const ended = others.slice(MAX_LIVE_HOLDS - 1).map((r) => r.id);
  if (ended.length === 0) return [];
  await tx
    .update(flightBookingRequests)
    .set({ status: 'EXPIRED', expiresAt: now, updatedAt: now })
    .where(inArray(flightBookingRequests.id, ended));
  return releaseFlightHoldsOf(tx, ended);
}

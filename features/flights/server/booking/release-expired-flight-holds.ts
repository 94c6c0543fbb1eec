import 'server-only';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { flightBookingRequests, flightHolds } from '../../db';
import { applySeatChanges, mergeSeatChanges, releaseFlightHoldsOf, type SeatChange, type Tx } from './flight-seats';

const BATCH = 100;

/**
 * Takes HELD flight requests past their expiry (FOR UPDATE SKIP LOCKED: rows another process or a sale is
 * releasing are left to it), deletes their holds and marks them EXPIRED; answers the seats to give back, which
 * the caller applies in its one ordered pass. `fareClassIds` limits it to requests holding those fare classes.
 */
export async function expireFlightRequestsIn(
  tx: Tx,
  now: Date,
  fareClassIds?: readonly number[],
): Promise<{ expired: number; changes: SeatChange[] }> {
  const expired = and(eq(flightBookingRequests.status, 'HELD'), lte(flightBookingRequests.expiresAt, now));
  const holding = fareClassIds
    ? inArray(
        flightBookingRequests.id,
        tx
          .selectDistinct({ id: flightHolds.requestId })
          .from(flightHolds)
          .where(inArray(flightHolds.fareClassId, [...fareClassIds])),
      )
    : undefined;
  const ids = (
    await tx
      .select({ id: flightBookingRequests.id })
      .from(flightBookingRequests)
      .where(and(expired, holding))
      .orderBy(asc(flightBookingRequests.expiresAt))
      .limit(BATCH)
      .for('update', { skipLocked: true })
  ).map((r) => r.id);
  if (ids.length === 0) return { expired: 0, changes: [] };
  const changes = await releaseFlightHoldsOf(tx, ids);
  await tx.update(flightBookingRequests).set({ status: 'EXPIRED', updatedAt: now }).where(inArray(flightBookingRequests.id, ids));
  return { expired: ids.length, changes };
}

/** Gives back the seats of every expired flight hold, batch by batch; answers how many requests expired. Safe in every process at once. */
export async function releaseExpiredFlightHolds(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const released = await db.transaction(async (tx) => {
      const { expired, changes } = await expireFlightRequestsIn(tx, now);
      await applySeatChanges(tx, mergeSeatChanges(new Map(), changes).values());
      return expired;
    });
    total += released;
    if (released < BATCH) return total;
  }
}

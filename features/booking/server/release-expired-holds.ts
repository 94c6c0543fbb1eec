import 'server-only';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bookingHolds, bookingRequests } from '../db';
import { applyInventory, mergeChanges, releaseHoldsOf, type InventoryChange, type Tx } from './inventory';

const BATCH = 100;

/**
 * Takes HELD requests past their expiry (FOR UPDATE SKIP LOCKED: rows another process or a sale is
 * releasing are left to it), deletes their holds and marks them EXPIRED; answers the rooms to give back,
 * which the caller applies in its one ordered inventory pass. `scope` limits it to requests holding some
 * room types (a sale frees what it needs first).
 */
export async function expireRequestsIn(
  tx: Tx,
  now: Date,
  scope?: { roomTypeIds: number[] },
): Promise<{ expired: number; changes: InventoryChange[] }> {
  const expired = and(eq(bookingRequests.status, 'HELD'), lte(bookingRequests.expiresAt, now));
  const ids = (
    await tx
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(scope ? and(expired, holdsAnyOf(tx, scope.roomTypeIds)) : expired)
      .orderBy(asc(bookingRequests.expiresAt))
      .limit(BATCH)
      .for('update', { skipLocked: true })
  ).map((r) => r.id);
  if (ids.length === 0) return { expired: 0, changes: [] };
  const changes = await releaseHoldsOf(tx, ids);
  await tx.update(bookingRequests).set({ status: 'EXPIRED', updatedAt: now }).where(inArray(bookingRequests.id, ids));
  return { expired: ids.length, changes };
}

function holdsAnyOf(tx: Tx, roomTypeIds: number[]) {
  return inArray(
    bookingRequests.id,
    tx.selectDistinct({ id: bookingHolds.bookingRequestId }).from(bookingHolds).where(inArray(bookingHolds.roomTypeId, roomTypeIds)),
  );
}

/** Releases every expired hold, batch by batch; answers how many requests expired. Safe in every process at once. */
export async function releaseExpiredHolds(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const released = await db.transaction(async (tx) => {
      const { expired, changes } = await expireRequestsIn(tx, now);
      await applyInventory(tx, mergeChanges(new Map(), changes).values());
      return expired;
    });
    total += released;
    if (released < BATCH) return total;
  }
}

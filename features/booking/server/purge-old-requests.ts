import 'server-only';
import { and, inArray, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bookingRequests } from '../db';

/** How long an ended request (EXPIRED or CANCELLED) is kept after its last change. */
const KEEP_ENDED_DAYS = 7;

/**
 * Deletes EXPIRED and CANCELLED requests last changed more than KEEP_ENDED_DAYS ago, with their lines and any
 * hold rows (ON DELETE CASCADE), so abandoned checkouts do not pile up; CONVERTED ones stay (an order names
 * them). Run by the hold sweeper; safe in every process at once. Answers how many went.
 */
export async function purgeOldRequests(now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_DAYS * 24 * 3600_000);
  const gone = await (
    await getDb()
  )
    .delete(bookingRequests)
    .where(and(inArray(bookingRequests.status, ['EXPIRED', 'CANCELLED']), lt(bookingRequests.updatedAt, before)))
    .returning({ id: bookingRequests.id });
  return gone.length;
}

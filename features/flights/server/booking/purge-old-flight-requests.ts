import 'server-only';
import { and, inArray, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { flightBookingRequests } from '../../db';

/** How long an ended flight request (EXPIRED or CANCELLED) is kept after its last change (as hotel requests). */
const KEEP_ENDED_DAYS = 7;

/** Deletes ended flight requests last changed over KEEP_ENDED_DAYS ago (holds cascade); CONVERTED ones stay (an order names them). */
export async function purgeOldFlightRequests(now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_DAYS * 24 * 3600_000);
  const gone = await (
    await getDb()
  )
    .delete(flightBookingRequests)
    .where(and(inArray(flightBookingRequests.status, ['EXPIRED', 'CANCELLED']), lt(flightBookingRequests.updatedAt, before)))
    .returning({ id: flightBookingRequests.id });
  return gone.length;
}

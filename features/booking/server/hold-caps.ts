import 'server-only';
import { and, eq, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import { apiError } from '@/lib/api/errors';
import { LOCK_SPACE, lockKeys } from '@/lib/db/advisory-lock';
import { serverEnv } from '@/lib/env/server';
import { bookingRequestRooms, bookingRequests } from '../db';
import type { Owner } from '@/features/auth/server';
import type { Tx } from './inventory';
import { ownedBy } from './read-booking-request';

/** A request made into an order that is still unpaid: converted within the longest payment window. */
function unpaidOrderOf(now: Date): SQL {
  const env = serverEnv();
  const since = new Date(now.getTime() - Math.max(env.ORDER_PAYMENT_MINUTES, env.BANK_TRANSFER_PAYMENT_MINUTES) * 60_000);
  // raw: the orders table by name (the orders feature builds on booking, never the other way round)
  return sql`(${bookingRequests.status} = 'CONVERTED' and ${bookingRequests.updatedAt} > ${since.toISOString()}::timestamptz and exists (
    select 1 from orders o where o.booking_request_id = ${bookingRequests.id} and o.status = 'pending' and o.payment_deadline > ${now.toISOString()}::timestamptz))`;
}

const ownerKey = (owner: Owner) =>
  owner.kind === 'user' ? `user:${owner.userId}` : owner.kind === 'guest' ? `guest:${owner.keyHash}` : 'none';

/**
 * Serialises the hold-taking transactions of one client address, then of one owner (always in that order, and
 * taken after every inventory row lock, so never a deadlock; flight seats take the same locks): two parallel
 * holds cannot both pass the caps.
 */
export const lockHolder = (tx: Tx, address: string, owner: Owner): Promise<void> =>
  lockKeys(tx, [
    [LOCK_SPACE.holdAddress, address],
    [LOCK_SPACE.holdOwner, ownerKey(owner)],
  ]);

/**
 * Rooms in live holds (HELD, not expired) of the address and of the owner, and in their requests made into an
 * order still unpaid (its rooms stay taken until the payment deadline: converting must not free the cap),
 * besides `except` (the request being re-priced), plus `rooms` more, within HOLD_MAX_ROOMS_PER_ADDRESS and
 * HOLD_MAX_ROOMS_PER_GUEST, else 409 HOLD_LIMIT_REACHED. Run under lockHolder, after the owner's oldest holds
 * were ended.
 */
export async function checkRoomCaps(
  tx: Tx,
  { address, owner, except, rooms, now }: { address: string; owner: Owner; except: string | null; rooms: number; now: Date },
): Promise<void> {
  const [held] = await tx
    .select({
      // raw: a filtered sum per holder in one read
      byAddress: sql<number>`coalesce(sum(${bookingRequestRooms.roomCount}) filter (where ${bookingRequests.clientAddress} = ${address}), 0)::int`,
      byOwner: sql<number>`coalesce(sum(${bookingRequestRooms.roomCount}) filter (where ${ownedBy(owner)}), 0)::int`,
    })
    .from(bookingRequests)
    .innerJoin(bookingRequestRooms, eq(bookingRequestRooms.bookingRequestId, bookingRequests.id))
    .where(
      and(
        except ? ne(bookingRequests.id, except) : undefined,
        or(eq(bookingRequests.clientAddress, address), ownedBy(owner)),
        or(and(eq(bookingRequests.status, 'HELD'), gt(bookingRequests.expiresAt, now)), unpaidOrderOf(now)),
      ),
    );
  const env = serverEnv();
  if ((held?.byAddress ?? 0) + rooms > env.HOLD_MAX_ROOMS_PER_ADDRESS || (held?.byOwner ?? 0) + rooms > env.HOLD_MAX_ROOMS_PER_GUEST) {
    throw apiError('HOLD_LIMIT_REACHED');
  }
}

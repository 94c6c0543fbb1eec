import 'server-only';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Owner } from '@/features/auth/server';
import { apiError } from '@/lib/api/errors';
import { LOCK_SPACE, lockKeys } from '@/lib/db/advisory-lock';
import { serverEnv } from '@/lib/env/server';
import { flightBookingRequests } from '../../db';
import type { Tx } from './flight-seats';
import { flightOwnedBy } from './read-flight-request';

const ownerKey = (owner: Owner) =>
  owner.kind === 'user' ? `user:${owner.userId}` : owner.kind === 'guest' ? `guest:${owner.keyHash}` : 'none';

/**
 * The seats (adults + children, once per request whatever its legs) in live flight holds of the client address
 * and of the owner, plus `seats` more, within HOLD_MAX_SEATS_PER_ADDRESS and HOLD_MAX_SEATS_PER_GUEST, else 409
 * FLIGHT_HOLD_LIMIT_REACHED. Run under lockFlightHolder, after the seat pass and the owner's oldest holds ended.
 */
export async function checkSeatCaps(
  tx: Tx,
  { address, owner, seats, now }: { address: string; owner: Owner; seats: number; now: Date },
): Promise<void> {
  const [held] = await tx
    .select({
      // raw: a filtered sum per holder in one read
      byAddress: sql<number>`coalesce(sum(${flightBookingRequests.adults} + ${flightBookingRequests.children}) filter (where ${flightBookingRequests.clientAddress} = ${address}), 0)::int`,
      byOwner: sql<number>`coalesce(sum(${flightBookingRequests.adults} + ${flightBookingRequests.children}) filter (where ${flightOwnedBy(owner)}), 0)::int`,
    })
    .from(flightBookingRequests)
    .where(
      and(
        eq(flightBookingRequests.status, 'HELD'),
        gt(flightBookingRequests.expiresAt, now),
        or(eq(flightBookingRequests.clientAddress, address), flightOwnedBy(owner)),
      ),
    );
  const env = serverEnv();
  if ((held?.byAddress ?? 0) + seats > env.HOLD_MAX_SEATS_PER_ADDRESS || (held?.byOwner ?? 0) + seats > env.HOLD_MAX_SEATS_PER_GUEST) {
    throw apiError('FLIGHT_HOLD_LIMIT_REACHED');
  }
}

/**
 * The address's, then the owner's hold lock (the locks and order of room holds, booking hold-caps): parallel
 * holds of one address or owner cannot both pass the caps.
 */
export const lockFlightHolder = (tx: Tx, address: string, owner: Owner): Promise<void> =>
  lockKeys(tx, [
    [LOCK_SPACE.holdAddress, address],
    [LOCK_SPACE.holdOwner, ownerKey(owner)],
  ]);

import 'server-only';
import { eq } from 'drizzle-orm';
import type { Owner } from '@/features/auth/server';
import { getDb } from '@/lib/db/client';
import { flightBookingRequests } from '../../db';

/**
 * A member who still carries a guest cookie (signed in at checkout) takes over that guest's flight requests, as
 * for hotel requests: they move to the member (the cookie alone then owns nothing). Flights have no member
 * prices, so quotes, holds and expiry stay. One statement; a no-op when the guest has none.
 */
export async function claimGuestFlightRequests(
  member: Extract<Owner, { kind: 'user' }>,
  guestKeyHash: string,
  now: Date = new Date(),
): Promise<number> {
  const moved = await (
    await getDb()
  )
    .update(flightBookingRequests)
    .set({ userId: member.userId, guestKeyHash: null, updatedAt: now })
    .where(eq(flightBookingRequests.guestKeyHash, guestKeyHash))
    .returning({ id: flightBookingRequests.id });
  return moved.length;
}

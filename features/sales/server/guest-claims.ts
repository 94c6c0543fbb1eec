import 'server-only';
import type { Member } from '@/features/auth/server';
import { claimGuestRequests } from '@/features/booking/server';
import { claimGuestFlightRequests } from '@/features/flights/server';

/** A member carrying a guest cookie takes over that guest's requests of every product. */
export async function claimGuestSales(member: Member, guestKeyHash: string): Promise<void> {
  await claimGuestRequests(member, guestKeyHash);
  await claimGuestFlightRequests(member, guestKeyHash);
}

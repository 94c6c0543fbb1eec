import 'server-only';
import type { NextRequest } from 'next/server';
import { guestCaller, guestWrite, type Caller, type Member, type Owner } from '@/features/auth/server';
import { claimGuestRequests } from '@/features/booking/server';
import { claimGuestFlightRequests } from '@/features/flights/server';
import type { KeepAnswer } from '@/features/platform/server';

/** A member carrying a guest cookie takes over that guest's requests of every product. */
export async function claimGuestSales(member: Member, guestKeyHash: string): Promise<void> {
  await claimGuestRequests(member, guestKeyHash);
  await claimGuestFlightRequests(member, guestKeyHash);
}

/** The caller of a sales route: a member, a guest (by cookie) or nobody; a member takes over its guest cookie's requests. */
export const bookingCaller = (request: NextRequest, { write }: { write: boolean }): Promise<Caller> =>
  guestCaller(request, { write, claimGuest: claimGuestSales });

/** A state-changing sales call (rate limit, owner, Idempotency-Key): see guestWrite. */
export const bookingWrite = <T>(request: NextRequest, body: unknown, successStatus: number, run: (owner: Owner, keep: KeepAnswer) => Promise<T>): Promise<T> =>
  guestWrite(request, body, successStatus, claimGuestSales, run);

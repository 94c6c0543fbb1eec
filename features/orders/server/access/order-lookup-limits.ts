import 'server-only';
import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env/server';
import { clientAddress } from '@/lib/security/client-address';
import { ownerSafeLimits, type Reservation } from '@/lib/security/owner-safe-limits';

const limits = ownerSafeLimits(
  'order_lookup_limits',
  {
    pair: { keyPrefix: 'order-lookup-pair' },
    address: { keyPrefix: 'order-lookup-address' },
    subject: { keyPrefix: 'order-lookup-code' },
    slot: { keyPrefix: 'order-lookup-slot' },
    known: { keyPrefix: 'order-lookup-known' },
  },
  () => {
    const limit = serverEnv().ORDER_LOOKUP_LIMIT;
    return { pairPoints: limit, addressPoints: 3 * limit, windowSeconds: 15 * 60, slowAfter: limit, maxDelaySeconds: 60, knownDays: 14 };
  },
);

export type LookupAttempt = Reservation;

/**
 * One attempt at a code + PIN, taken before the PIN is checked: ORDER_LOOKUP_LIMIT per 15 minutes per (code,
 * address) and three times that per address, then refused; per code from any address past ORDER_LOOKUP_LIMIT an
 * hour only slowed (1, 2, 4 ... s, at most a minute), and not at all from an address that opened the order
 * before, so wrong PINs from strangers never lock the owner out. `wait` > 0: refused for that many seconds.
 */
export const reserveOrderLookup = (request: NextRequest, orderCode: string): Promise<LookupAttempt> =>
  limits.reserve(orderCode.trim().toUpperCase(), clientAddress(request));

/** The right PIN: the attempt is given back and the address knows the order from now on. */
export const orderLookupSucceeded = (attempt: LookupAttempt): Promise<void> => limits.succeeded(attempt);

/** Tests start from clean counters. */
export const resetOrderLookupLimit = (): Promise<void> => limits.reset();

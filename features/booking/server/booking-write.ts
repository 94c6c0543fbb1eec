import 'server-only';
import type { NextRequest } from 'next/server';
import { idempotent, requestFingerprint } from '@/features/platform/server';
import { bookingCaller, type Owner } from './booking-caller';

/**
 * A state-changing booking call: resolves its owner (a new guest gets a cookie) and runs it under the
 * caller's Idempotency-Key, scoped to the owner, fingerprinted by method, path and the validated body.
 */
export async function bookingWrite<T>(request: NextRequest, body: unknown, successStatus: number, run: (owner: Owner) => Promise<T>): Promise<T> {
  const caller = await bookingCaller(request, { write: true });
  const claim = caller.idempotencyKey
    ? { scope: caller.scope, key: caller.idempotencyKey, fingerprint: requestFingerprint(request.method, request.nextUrl.pathname, body) }
    : null;
  return idempotent(claim, successStatus, () => run(caller.owner));
}

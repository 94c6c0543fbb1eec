import 'server-only';
import type { NextRequest } from 'next/server';
import { idempotent, requestFingerprint, type KeepAnswer } from '@/features/platform/server';
import { guestCaller, guestScope, type GuestClaim, type Owner } from './guest-caller';
import { takeBookingWrite } from './guest-rate-limit';
import { setGuestCookie } from './guest-cookie';

/**
 * A state-changing booking call: takes one from the client address's write budget, resolves its owner (a new
 * guest gets a cookie) and runs it under the caller's Idempotency-Key, scoped to the owner (a new guest's to
 * the key and address), fingerprinted by method, path and the validated body; `run` keeps its answer inside its own
 * transaction (`keep`), so the change and the kept answer commit together. A replay of a new guest's first call gets
 * that call's guest cookie again; its answer is kept under the new guest's scope as well, so a retry carrying
 * that cookie gets the first answer instead of a second request and hold.
 */
export async function guestWrite<T>(
  request: NextRequest,
  body: unknown,
  successStatus: number,
  claimGuest: GuestClaim,
  run: (owner: Owner, keep: KeepAnswer) => Promise<T>,
): Promise<T> {
  await takeBookingWrite(request);
  const caller = await guestCaller(request, { write: true, claimGuest });
  const fresh = caller.newGuestToken;
  const claim = caller.idempotencyKey
    ? {
        scope: caller.scope,
        key: caller.idempotencyKey,
        fingerprint: requestFingerprint(request.method, request.nextUrl.pathname, body),
        ...(fresh && caller.owner.kind === 'guest'
          ? { ownerToken: fresh, adoptOwnerToken: (token: string) => setGuestCookie(request, token), ownerScope: guestScope(caller.owner.keyHash) }
          : {}),
      }
    : null;
  return idempotent(claim, successStatus, (keep) => run(caller.owner, keep));
}

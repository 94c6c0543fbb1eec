import 'server-only';
import { idempotent, requestFingerprint, type KeepAnswer } from '@/features/platform/server';
import type { AuthContext } from '@/lib/api/route';
import { guestCaller, guestScope, type GuestClaim, type Owner } from './guest-caller';
import { takeBookingWrite } from './guest-rate-limit';
import { setGuestCookie } from './guest-cookie';

/**
 * The caller of a sales route (route({ auth: 'caller' })): who owns what it reads or changes, and `once`, which
 * runs the operation under the call's Idempotency-Key (a read's runs it as it is).
 */
export type OwnerCaller = { owner: Owner; once: <T>(run: (keep: KeepAnswer) => Promise<T>) => Promise<T> };

/**
 * A read resolves the owner (a member takes over its guest cookie's requests). A state-changing call
 * (route({ write: true })) first takes one from the client address's write budget, then resolves its owner (a new
 * guest gets a cookie); `once` runs it under the caller's Idempotency-Key, scoped to the owner (a new guest's to
 * the key and address), fingerprinted by method, path and the validated body; `run` keeps its answer inside its own
 * transaction (`keep`), so the change and the kept answer commit together. A replay of a new guest's first call gets
 * that call's guest cookie again; its answer is kept under the new guest's scope as well, so a retry carrying
 * that cookie gets the first answer instead of a second request and hold.
 */
export async function ownerCaller(
  { request, respond, body, write, successStatus }: AuthContext,
  claimGuest: GuestClaim,
): Promise<OwnerCaller> {
  if (!write) {
    const { owner } = await guestCaller(request, respond, { write, claimGuest });
    return { owner, once: (run) => idempotent(null, successStatus, run) };
  }
  await takeBookingWrite(request);
  const caller = await guestCaller(request, respond, { write, claimGuest });
  const fresh = caller.newGuestToken;
  const claim = caller.idempotencyKey
    ? {
        scope: caller.scope,
        key: caller.idempotencyKey,
        fingerprint: requestFingerprint(request.method, request.nextUrl.pathname, body ?? null),
        ...(fresh && caller.owner.kind === 'guest'
          ? {
              ownerToken: fresh,
              adoptOwnerToken: (token: string) => setGuestCookie(respond, token),
              ownerScope: guestScope(caller.owner.keyHash),
            }
          : {}),
      }
    : null;
  return { owner: caller.owner, once: (run) => idempotent(claim, successStatus, run) };
}

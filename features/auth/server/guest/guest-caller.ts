import 'server-only';
import { sha256Hex } from '@/lib/security/sha256';
import type { NextRequest } from 'next/server';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import type { Respond } from '@/lib/api/route';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import { clientAddress } from '@/lib/security/client-address';
import { userOfToken } from '../current-user';
import { takeNewGuest } from './guest-rate-limit';
import { guestKeyHash, guestTokenOf, newGuestToken, setGuestCookie } from './guest-cookie';

/** Who owns booking requests: a signed-in user, a guest (by cookie), or nobody (a guest without a cookie reading). */
export type Owner = { kind: 'user'; userId: number } | { kind: 'guest'; keyHash: string } | { kind: 'none' };
export type Member = Extract<Owner, { kind: 'user' }>;
/**
 * Hands a guest cookie's requests over to the member carrying it. Every product has its own; the sales feature
 * (above them all) passes the one that runs them all, so identity knows no product.
 */
export type GuestClaim = (member: Member, guestKeyHash: string) => Promise<unknown>;
/** `newGuestToken`: the random token a cookie-less first write was given (kept with its idempotency answer). */
export type Caller = { owner: Owner; idempotencyKey: string | null; scope: string; newGuestToken: string | null };

/** The Idempotency-Key scope of a guest's calls (its cookie's token hash). */
export const guestScope = (keyHash: string) => `guest:${keyHash}`;

/**
 * The caller of a booking route (hotel, flight, deal, combo). A signed-in user owns by user id, and takes over the requests of a guest
 * cookie it still carries (signing in from checkout keeps the request). A guest owns by the cookie's token.
 * A guest without a cookie who writes becomes a new guest with a RANDOM token (the route sets the cookie);
 * that call's Idempotency-Key is scoped to the key and the client address (`anon:<sha256(address key)>`) and its
 * row keeps the token, so a cookie-less replay from that address within the key's 24 hours gets the same answer
 * and cookie, and a stranger replaying the key from elsewhere gets neither. A successful answer is kept under the
 * new guest's own scope too (ownerCaller), so the retry that carries the cookie it set is the same call.
 */
export async function guestCaller(
  request: NextRequest,
  respond: Respond,
  { write, claimGuest }: { write: boolean; claimGuest: GuestClaim },
): Promise<Caller> {
  const idempotencyKey = write ? idempotencyKeyOf(request) : null;
  const user = await userOfToken(request.cookies.get(SESSION_COOKIE)?.value);
  const token = guestTokenOf(request);
  if (user) {
    const owner: Member = { kind: 'user', userId: user.userId };
    if (token) await claimGuest(owner, guestKeyHash(token));
    return { owner, idempotencyKey, scope: `user:${user.userId}`, newGuestToken: null };
  }
  if (token) {
    const keyHash = guestKeyHash(token);
    return { owner: { kind: 'guest', keyHash }, idempotencyKey, scope: guestScope(keyHash), newGuestToken: null };
  }
  if (!write) return { owner: { kind: 'none' }, idempotencyKey, scope: 'none', newGuestToken: null };
  await takeNewGuest(request);
  const fresh = newGuestToken();
  setGuestCookie(respond, fresh);
  const keyHash = guestKeyHash(fresh);
  const scope = idempotencyKey ? `anon:${sha256Hex(`${clientAddress(request)} ${idempotencyKey}`)}` : guestScope(keyHash);
  return { owner: { kind: 'guest', keyHash }, idempotencyKey, scope, newGuestToken: fresh };
}

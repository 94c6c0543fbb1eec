import 'server-only';
import type { NextRequest } from 'next/server';
import { userOfToken } from '@/features/auth/server';
import { badRequest } from '@/lib/api/errors';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import { idempotencyKeyHeaderSchema } from '../schemas';
import { guestKeyHash, guestTokenOf, newGuestToken, setGuestCookie } from './guest-cookie';

/** Who owns booking requests: a signed-in user, a guest (by cookie), or nobody (a guest without a cookie reading). */
export type Owner = { kind: 'user'; userId: number } | { kind: 'guest'; keyHash: string } | { kind: 'none' };
export type Caller = { owner: Owner; idempotencyKey: string | null; scope: string };

function idempotencyKeyOf(request: NextRequest): string | null {
  const header = request.headers.get('idempotency-key');
  if (header === null) return null;
  const parsed = idempotencyKeyHeaderSchema.safeParse(header);
  if (!parsed.success) throw badRequest('Idempotency-Key không hợp lệ', [{ path: 'Idempotency-Key', message: parsed.error.issues[0]?.message ?? '' }]);
  return parsed.data;
}

/**
 * The caller of a booking route. A signed-in user owns by user id; a guest by the cookie's token. A guest
 * without a cookie who writes becomes a new guest (the route sets the cookie); with an Idempotency-Key the
 * token is derived from the key, so a retry of that first call lands on the same guest and the same answer.
 */
export async function bookingCaller(request: NextRequest, { write }: { write: boolean }): Promise<Caller> {
  const idempotencyKey = write ? idempotencyKeyOf(request) : null;
  const user = await userOfToken(request.cookies.get(SESSION_COOKIE)?.value);
  if (user) return { owner: { kind: 'user', userId: user.userId }, idempotencyKey, scope: `user:${user.userId}` };
  let token = guestTokenOf(request);
  if (!token && write) {
    token = newGuestToken(idempotencyKey ?? undefined);
    setGuestCookie(request, token);
  }
  if (!token) return { owner: { kind: 'none' }, idempotencyKey, scope: 'none' };
  const keyHash = guestKeyHash(token);
  return { owner: { kind: 'guest', keyHash }, idempotencyKey, scope: `guest:${keyHash}` };
}

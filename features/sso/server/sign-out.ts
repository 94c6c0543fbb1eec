import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { SessionAnswer } from '../schemas';
import { callbackTarget } from './callback';
import { clearSessionCookie, queryLang, readBody, ssoError, tokenOf } from './http';
import { liveSession, revokeAllSessions, revokeSessionOfToken } from './sessions';

const logoutBody = () => z.object({ callbackUrl: z.string().max(2048).optional(), lang: z.enum(['vi', 'en']).optional() });

/** POST /sso/api/logout (cookie or Bearer): ends that session and drops the cookie; an already dead session is fine. */
export async function logout(request: NextRequest): Promise<{ redirect_to: string }> {
  const { body } = await readBody(request, logoutBody);
  const found = tokenOf(request);
  if (found) await revokeSessionOfToken(found.token);
  clearSessionCookie(request);
  return { redirect_to: callbackTarget(request, body.callbackUrl) };
}

/** GET /sso/api/session (Bearer): the introspection answer the site relies on; 401 unless the session is live. */
export async function sessionInfo(request: NextRequest): Promise<SessionAnswer> {
  const found = tokenOf(request, { cookie: false });
  const session = found ? await liveSession(found.token) : null;
  if (!session) throw ssoError('UNAUTHORIZED', queryLang(request));
  return {
    user_id: session.accountId,
    session_id: session.sessionId,
    expired_at: session.expiresAt.toISOString(),
    email: session.email,
    first_name: session.firstName,
    last_name: session.lastName,
    phone: session.phone,
  };
}

/** POST /sso/api/sessions/revoke-all (Bearer or cookie): ends every session of the token's account. */
export async function revokeAll(request: NextRequest): Promise<{ revoked: number }> {
  const found = tokenOf(request);
  const session = found ? await liveSession(found.token) : null;
  if (!found || !session) throw ssoError('UNAUTHORIZED', queryLang(request));
  const revoked = await revokeAllSessions(session.accountId);
  if (found.via === 'cookie') clearSessionCookie(request);
  return { revoked };
}

import 'server-only';
import type { NextRequest } from 'next/server';
import type { Respond } from '@/lib/api/route';
import { clearSessionCookie, queryLang, ssoError, tokenOf } from './http';
import { liveSession, revokeAllSessions } from './sessions';

/** POST /sso/api/sessions/revoke-all (Bearer or cookie): ends every session of the token's account. */
export async function revokeAll(request: NextRequest, respond: Respond): Promise<{ revoked: number }> {
  const found = tokenOf(request);
  const session = found ? await liveSession(found.token) : null;
  if (!found || !session) throw ssoError('UNAUTHORIZED', queryLang(request));
  const revoked = await revokeAllSessions(session.accountId);
  if (found.via === 'cookie') clearSessionCookie(respond);
  return { revoked };
}

import 'server-only';
import type { NextRequest } from 'next/server';
import type { SessionAnswer } from '../schemas';
import { queryLang, ssoError, tokenOf } from './http';
import { liveSession } from './sessions';

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

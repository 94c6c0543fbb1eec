import 'server-only';
import type { NextRequest } from 'next/server';
import type { Respond } from '@/lib/api/route';
import { serverEnv } from '@/lib/env/server';
import { authTokenSecret, verifyAccessToken } from '@/lib/security/access-token';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/security/auth-cookies';
import { endAllSessions, endSession, forgetSessions } from './sso-client';
import type { SessionUser } from './current-user';

/**
 * Drops the accessToken cookie with the attributes it was set with (a browser only replaces a cookie of the
 * same Domain and Path). route() sets it on a successful answer only: a refused request keeps its cookie.
 */
const dropSessionCookie = (respond: Respond) => respond.cookie(SESSION_COOKIE, '', sessionCookieOptions(serverEnv(), 0));

/**
 * Ends this browser's session at the sign-on service. A token the service no longer knows is already
 * signed out, so only an unreachable service fails; the local cache forgets the session either way.
 */
export async function signOut(request: NextRequest, respond: Respond): Promise<null> {
  dropSessionCookie(respond);
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  // a forged or expired token names no session worth ending
  const claims = token ? await verifyAccessToken(token, authTokenSecret()) : null;
  if (!token || !claims) return null;
  forgetSessions({ sessionId: claims.sessionId });
  await endSession(token);
  return null;
}

/** "Sign out of all devices": every session of the user ends at the service and in the local cache. */
export async function signOutEverywhere(user: SessionUser, respond: Respond): Promise<null> {
  dropSessionCookie(respond);
  await endAllSessions(user.token);
  forgetSessions({ userId: user.userId });
  return null;
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { cache } from 'react';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { users } from '@/features/auth/db';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { authTokenSecret, verifyAccessToken } from '@/lib/security/access-token';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import { checkSession } from './sso-client';

export type SessionUser = {
  userId: number;
  sessionId: string;
  /** spec 3 expired_at: 4 days after sign-in */
  expiresAt: Date;
  /** the raw token, for calls to the sign-on service on the user's behalf */
  token: string;
};

type Clock = { now?: () => Date };

// users whose profile row this process has made or seen: the insert runs once, not on every request
const provisioned = new LRUCache<number, true>({ max: 100_000 });

/**
 * The signed-in user of a token: a good signature and expiry (checked here), a session the sign-on
 * service still calls live, and the site's profile row (made on first sight from the service's answer).
 */
export async function userOfToken(token: string | undefined, { now = () => new Date() }: Clock = {}): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(token, authTokenSecret(), now());
  if (!claims) return null;
  const session = await checkSession(token, claims.sessionId);
  if (!session || session.user_id !== claims.userId || session.session_id !== claims.sessionId) return null;
  if (!provisioned.has(session.user_id)) {
    await (
      await getDb()
    )
      .insert(users)
      .values({
        id: session.user_id,
        email: session.email,
        phone: session.phone,
        firstName: session.first_name,
        lastName: session.last_name,
      })
      .onConflictDoNothing({ target: users.id });
    provisioned.set(session.user_id, true);
  }
  return { userId: claims.userId, sessionId: claims.sessionId, expiresAt: claims.expiresAt, token };
}

/** The request's signed-in user or null (no cookie, bad or expired token, revoked session). */
function optionalUser(request: NextRequest, clock?: Clock): Promise<SessionUser | null> {
  return userOfToken(request.cookies.get(SESSION_COOKIE)?.value, clock);
}

/** The request's signed-in user, else a 401 UNAUTHORIZED. Authorisation reads the user from here only. */
export async function requireUser(request: NextRequest, clock?: Clock): Promise<SessionUser> {
  const user = await optionalUser(request, clock);
  if (!user) throw apiError('UNAUTHORIZED');
  return user;
}

/** The profile row of a signed-in user (always present after userOfToken). */
export async function profileRow(userId: number) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw apiError('UNAUTHORIZED');
  return row;
}

/**
 * The signed-in user of a server-rendered page (reads the cookie: such a page is never shared). Once per
 * request however many server components ask (the root layout, an account layout and its page).
 */
export const pageUser = cache(async (): Promise<SessionUser | null> => userOfToken((await cookies()).get(SESSION_COOKIE)?.value));

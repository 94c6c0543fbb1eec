import 'server-only';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '@/lib/env/server';
import { logger } from '@/lib/logger';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import { requestCookies } from '@/lib/http-cache/render-cookies';
import { headerName } from '@/features/auth/display/person-name';
import { profileRow, userOfToken } from './current-user';

export type PageVisitor = { displayName: string };

// The header name of a live session, reused as long as the session answer itself (sso-client.ts).
const names = new LRUCache<string, PageVisitor & { userId: number }>({ max: 10_000 });

/**
 * The signed-in visitor a shared page is personalised for (server.ts -> lib/http-cache), from the raw
 * Cookie header: null when there is no valid, live session. Errors count as signed out: the page is
 * still served, and the browser's profile call settles the state.
 */
export async function pageVisitorOf(cookieHeader: string | undefined): Promise<PageVisitor | null> {
  const token = requestCookies(cookieHeader).get(SESSION_COOKIE);
  if (!token) return null;
  try {
    const user = await userOfToken(token);
    if (!user) return null;
    const known = names.get(user.sessionId);
    if (known && known.userId === user.userId) return { displayName: known.displayName };
    const profile = await profileRow(user.userId);
    const visitor = { displayName: headerName({ first_name: profile.firstName, last_name: profile.lastName }) };
    const ttl = serverEnv().SSO_SESSION_CACHE_SECONDS * 1000;
    if (ttl > 0) names.set(user.sessionId, { ...visitor, userId: user.userId }, { ttl });
    return visitor;
  } catch (error) {
    logger().warn({ err: error }, 'could not read the visitor of a shared page');
    return null;
  }
}

/** A profile edit shows in the header at once in this process. */
export function forgetPageVisitor(userId: number): void {
  for (const [key, value] of names.entries()) if (value.userId === userId) names.delete(key);
}

import 'server-only';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { apiError } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';
import { internalOrigin } from '@/lib/env/site';
import { logger } from '@/lib/logger';

/**
 * The site's side of the single sign-on protocol (docs/api.md "Single sign-on"): it reaches the service
 * only over HTTP at SSO_BASE_URL, so an external service can replace the built-in /sso.
 */
const ssoSessionSchema = z.object({
  user_id: z.number().int().positive(),
  session_id: z.string().uuid(),
  expired_at: z.string(),
  email: z.string().email(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});
export type SsoSession = z.infer<typeof ssoSessionSchema>;

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Tests route the protocol to a local stand-in (tests/helpers/sso-stand-in.ts) or the built-in service's handlers. */
export function setSsoTransport(next: Transport | null): void {
  transport = next ?? ((url, init) => fetch(url, init));
  liveSessions.clear();
}

const liveSessions = new LRUCache<string, { session: SsoSession }>({ max: 10_000 });

/** Where this server reaches the service: an absolute SSO_BASE_URL, or the built-in one on this server. */
function ssoServiceUrl(path: string): string {
  const env = serverEnv();
  const base = env.SSO_BASE_URL.replace(/\/+$/, '');
  if (/^https?:\/\//.test(base)) return `${base}${path}`;
  return `${internalOrigin()}${base}${path}`;
}

async function call(path: string, token: string, method: 'GET' | 'POST'): Promise<Response> {
  try {
    return await transport(ssoServiceUrl(path), {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
      cache: 'no-store',
    });
  } catch (error) {
    logger().error({ err: error, path }, 'sign-on service unreachable');
    throw apiError('SSO_UNAVAILABLE');
  }
}

/**
 * The live session behind a token, or null when the service says it is not (revoked, expired, unknown).
 * A live answer is reused for SSO_SESSION_CACHE_SECONDS in this process; a sign-out through this site
 * forgets it at once (forgetSessions).
 */
export async function checkSession(token: string, sessionId: string): Promise<SsoSession | null> {
  const cached = liveSessions.get(sessionId);
  if (cached) return cached.session;
  const response = await call('/api/session', token, 'GET');
  if (response.status === 401 || response.status === 403) return null;
  const body: unknown = await response.json().catch(() => null);
  const parsed = z.object({ status: z.literal('success'), data: ssoSessionSchema }).safeParse(body);
  if (!response.ok || !parsed.success) {
    logger().error({ status: response.status }, 'sign-on service gave an unexpected session answer');
    throw apiError('SSO_UNAVAILABLE');
  }
  const ttl = serverEnv().SSO_SESSION_CACHE_SECONDS * 1000;
  if (ttl > 0) liveSessions.set(sessionId, { session: parsed.data.data }, { ttl });
  return parsed.data.data;
}

/** Forgets cached sessions: one (sign-out) or every one of a user (sign-out of all devices, password change). */
export function forgetSessions(match: { sessionId: string } | { userId: number }): void {
  if ('sessionId' in match) {
    liveSessions.delete(match.sessionId);
    return;
  }
  for (const [key, value] of liveSessions.entries()) if (value.session.user_id === match.userId) liveSessions.delete(key);
}

/** Ends this token's session at the service (sign-out). An already dead session is not an error. */
export async function endSession(token: string): Promise<void> {
  const response = await call('/api/logout', token, 'POST');
  if (!response.ok && response.status !== 401) throw apiError('SSO_UNAVAILABLE');
}

/** Ends every session of this token's user at the service (sign out of all devices). */
export async function endAllSessions(token: string): Promise<void> {
  const response = await call('/api/sessions/revoke-all', token, 'POST');
  if (response.status === 401) throw apiError('UNAUTHORIZED');
  if (!response.ok) throw apiError('SSO_UNAVAILABLE');
}

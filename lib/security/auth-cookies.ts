/**
 * Every cookie that carries a visitor's session. A request that mentions one is personal: the shared
 * response cache (lib/http-cache) neither answers it from memory nor keeps its response. Add any new
 * session or auth cookie here. (No 'server-only': server.ts imports this outside Next.)
 */
/** The signed session token (docs/architecture.md, "Security"). */
export const SESSION_COOKIE = 'accessToken';
export const AUTH_COOKIES = [SESSION_COOKIE] as const;

const LOWER_AUTH_COOKIES = AUTH_COOKIES.map((name) => name.toLowerCase());

/**
 * Whether a raw Cookie header might carry a session, read as conservatively as possible: any mention of
 * an auth cookie's name, in any case and any form (`accessToken`, `accessToken=`, `ACCESSTOKEN=x`,
 * twice, inside another value), counts. A false positive only costs a render.
 */
export function mentionsAuthCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const lower = cookieHeader.toLowerCase();
  return LOWER_AUTH_COOKIES.some((name) => lower.includes(name));
}

export type SessionCookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  domain?: string;
  maxAge: number;
};

/**
 * The `accessToken` cookie's attributes (docs/architecture.md, "Security"), the same for setting it (sign-on service) and
 * clearing it (maxAge 0, site sign-out): a browser only drops a cookie named with the same Domain and Path.
 */
export function sessionCookieOptions(env: { NODE_ENV: string; AUTH_COOKIE_DOMAIN?: string }, maxAgeSeconds: number): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.NODE_ENV === 'production',
    ...(env.AUTH_COOKIE_DOMAIN ? { domain: env.AUTH_COOKIE_DOMAIN } : {}),
    maxAge: maxAgeSeconds,
  };
}

import { resetSignInLimits } from '@/features/sso/server';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import type { SignIn } from './callers';

/** The seeded sign-on accounts (features/sso/seed.ts) of the seeded users 1..3. */
const SEEDED_ACCOUNTS: Record<number, { email: string; password: string }> = {
  1: { email: 'demo@example.com', password: 'Demo@12345' },
  2: { email: 'member2@example.com', password: 'Member@12345' },
  3: { email: 'business@example.com', password: 'Business@12345' },
};
const FRESH_PASSWORD = 'Fuzz-Sign-In-2026';
// an address of its own: the fuzzed logins' failures count against the client address too
const SIGN_IN_ADDRESS = '198.51.100.77';

function tokenOf(answer: Response, what: string): string {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.slice(SESSION_COOKIE.length + 1).split(';')[0];
  if (!token) throw new Error(`${what} gave no session cookie: ${answer.status}`);
  return token;
}

/**
 * Signs in through the service's real `/sso/api/login` (a fresh user id gets its account through `/sso/api/register`
 * first), with the cookie and the Bearer token, since `/sso/api/session` reads only the latter. The fuzzed logins'
 * failures are forgotten first so the rate limit never blocks the sign-in itself.
 */
export function ssoSignIn(): SignIn {
  const registered = new Set<number>();
  return async (userId, api) => {
    const headers = { 'content-type': 'application/json', origin: api.origin, 'x-forwarded-for': SIGN_IN_ADDRESS };
    const account = SEEDED_ACCOUNTS[userId] ?? { email: `fuzz-sign-in-${userId}@example.com`, password: FRESH_PASSWORD };
    let token: string;
    if (!SEEDED_ACCOUNTS[userId] && !registered.has(userId)) {
      const body = { ...account, first_name: 'Fuzz', last_name: 'Test', phone: '0901234567' };
      token = tokenOf(await fetch(`${api.url}/sso/api/register`, { method: 'POST', headers, body: JSON.stringify(body) }), 'register');
      registered.add(userId);
    } else {
      await resetSignInLimits();
      token = tokenOf(await fetch(`${api.url}/sso/api/login`, { method: 'POST', headers, body: JSON.stringify(account) }), 'login');
    }
    return { cookie: `${SESSION_COOKIE}=${token}`, authorization: `Bearer ${token}` };
  };
}

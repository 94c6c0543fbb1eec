import { fc } from '@fast-check/vitest';
import type { ApiAuth } from '@/features/api-docs/server';
import { resetServerEnvCache, serverEnv } from '@/lib/env/server';
import { authTokenSecret, signAccessToken } from '@/lib/security/access-token';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import { installSsoStandIn } from '../helpers/sso-stand-in';

// service operations need a key to call with; set before the environment is first read
process.env.INTERNAL_API_KEY ||= 'fuzz-internal-api-key-0123456789abcdef';
resetServerEnvCache();

/** The seeded users (db/seed.ts): an ACTIVE loyalty member, a SUSPENSION_REQUESTED one, a business booker. */
export const SEEDED_USER_IDS = [1, 2, 3] as const;
const SEEDED_EMAILS: Record<number, string> = { 1: 'demo@example.com', 2: 'member2@example.com', 3: 'business@example.com' };

let freshIds = 100_000;
/** A user id no other property uses: its writes cannot collide with theirs (a profile row is made on first sight). */
export const freshUserId = () => (freshIds += 1);

/**
 * Signs a user in another way than the stand-in (e.g. through the built-in sign-on service's login): the headers
 * that carry the session (the Cookie, and `Authorization: Bearer` for calls that read the token there).
 */
export type SignIn = (userId: number, api: { url: string; origin: string }) => Promise<{ cookie: string; authorization?: string }>;

/**
 * Who sends a request and how: signed in through the sign-on stand-in (cookie, and `Origin` on writes), with the
 * service key, or anonymous. The stand-in answers the site's session checks in this process.
 */
export function callers(signIn?: SignIn) {
  let sso: ReturnType<typeof installSsoStandIn> | undefined;
  let origin = '';
  let api = { url: '', origin: '' };
  return {
    start(server: { url: string; origin: string }) {
      if (!signIn) sso = installSsoStandIn();
      origin = server.origin;
      api = server;
    },
    stop() {
      sso?.uninstall();
    },
    get origin() {
      return origin;
    },
    /** The headers of a request that passes the operation's auth, as the user `userId` for 'session'. */
    async headers(auth: ApiAuth, write: boolean, userId: number): Promise<Record<string, string>> {
      const headers: Record<string, string> = write ? { origin } : {};
      if (auth === 'service') headers.authorization = `Bearer ${serverEnv().INTERNAL_API_KEY}`;
      if (auth === 'session') {
        const email = SEEDED_EMAILS[userId] ?? `fuzz${userId}@example.com`;
        Object.assign(headers, signIn ? await signIn(userId, api) : { cookie: (await sso!.signIn({ userId, email, phone: null })).cookie });
      }
      return headers;
    },
  };
}

/** Cookies that sign nobody in: empty, random, forged with another key, expired, a session the service never made. */
export const badSessionCookie: fc.Arbitrary<() => Promise<string>> = fc.oneof(
  fc.constant(async () => `${SESSION_COOKIE}=`),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.=+/%'), maxLength: 300 }).map((s) => async () => `${SESSION_COOKIE}=${s}`),
  fc
    .uint8Array({ minLength: 1, maxLength: 200 })
    .map((bytes) => async () => `${SESSION_COOKIE}=${Buffer.from(bytes).toString('base64url')}`),
  fc.constantFrom(...SEEDED_USER_IDS).map((userId) => async () => {
    const { token } = await signAccessToken(
      { userId, sessionId: crypto.randomUUID(), issuedAt: new Date() },
      'another-key-that-is-long-enough-0123456789',
    );
    return `${SESSION_COOKIE}=${token}`;
  }),
  fc.constantFrom(...SEEDED_USER_IDS).map((userId) => async () => {
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    const { token } = await signAccessToken({ userId, sessionId: crypto.randomUUID(), issuedAt: fiveDaysAgo }, authTokenSecret());
    return `${SESSION_COOKIE}=${token}`;
  }),
  fc.constantFrom(...SEEDED_USER_IDS).map((userId) => async () => {
    const { token } = await signAccessToken({ userId, sessionId: crypto.randomUUID(), issuedAt: new Date() }, authTokenSecret());
    return `${SESSION_COOKIE}=${token}`;
  }),
  fc.constant(async () => `${SESSION_COOKIE}=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.`),
);

/** Origins a cookie-carrying write must not be accepted from. */
export const foreignOrigin = fc.constantFrom<string | undefined>(
  undefined,
  'null',
  'https://evil.example',
  'http://127.0.0.1',
  'http://127.0.0.1:1',
  'https://localhost',
);

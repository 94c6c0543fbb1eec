import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './access-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const SESSION = '5f0c1c2e-8a7b-4c1d-9e2f-0a1b2c3d4e5f';
const at = new Date('2026-11-23T10:00:00Z');

describe('access token', () => {
  it('round-trips the user and session, expiring 4 days after sign-in', async () => {
    const { token, expiresAt } = await signAccessToken({ userId: 42, sessionId: SESSION, issuedAt: at }, SECRET);
    expect(expiresAt.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(345_600);
    expect(await verifyAccessToken(token, SECRET, at)).toEqual({ userId: 42, sessionId: SESSION, issuedAt: at, expiresAt });
  });

  it('is refused from the second its 4 days are over', async () => {
    const { token } = await signAccessToken({ userId: 42, sessionId: SESSION, issuedAt: at }, SECRET);
    expect(await verifyAccessToken(token, SECRET, new Date('2026-11-27T09:59:59Z'))).not.toBeNull();
    expect(await verifyAccessToken(token, SECRET, new Date('2026-11-27T10:00:00Z'))).toBeNull();
  });

  it('is refused with another secret, altered, unsigned or malformed', async () => {
    const { token } = await signAccessToken({ userId: 42, sessionId: SESSION, issuedAt: at }, SECRET);
    expect(await verifyAccessToken(token, `${SECRET}x`, at)).toBeNull();
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', sid: SESSION, iss: 'travel-sso', iat: 1, exp: 9e9 })).toString('base64url');
    expect(await verifyAccessToken(`${head}.${forged}.${sig}`, SECRET, at)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
    expect(await verifyAccessToken(none, SECRET, at)).toBeNull();
    for (const junk of ['', 'x', 'a.b.c', '...', 'é'.repeat(3000)]) expect(await verifyAccessToken(junk, SECRET, at)).toBeNull();
  });

  it('is refused when its claims are not a user id and a session id', async () => {
    const key = new TextEncoder().encode(SECRET);
    const token = await new SignJWT({ sid: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('0')
      .setIssuer('travel-sso')
      .setIssuedAt(at)
      .setExpirationTime('1h')
      .sign(key);
    expect(await verifyAccessToken(token, SECRET, at)).toBeNull();
  });
});

describe('authTokenSecret', () => {
  it('is AUTH_TOKEN_SECRET, a fixed development key outside production, and refuses a production server without one', async () => {
    const { authTokenSecret } = await import('./access-token');
    expect(authTokenSecret({ NODE_ENV: 'production', AUTH_TOKEN_SECRET: SECRET })).toBe(SECRET);
    expect(authTokenSecret({ NODE_ENV: 'development' })).toMatch(/^development-only/);
    expect(() => authTokenSecret({ NODE_ENV: 'production' })).toThrow(/AUTH_TOKEN_SECRET is not set/);
  });
});

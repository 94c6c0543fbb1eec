import 'server-only';
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { serverEnv } from '@/lib/env/server';

/** Spec 3 "Logged-in user": expired_at is 4 days after login (spec 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 4 * 24 * 60 * 60;
const ISSUER = 'travel-sso';
const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  sid: z.string().uuid(),
  exp: z.number().int(),
  iat: z.number().int(),
});

export type AccessTokenClaims = { userId: number; sessionId: string; issuedAt: Date; expiresAt: Date };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * The `accessToken` cookie's value: a JWT (HS256, AUTH_TOKEN_SECRET shared by the sign-on service and the
 * site) naming the user and the server-side session. Signed by the sign-on service only.
 */
export async function signAccessToken(
  input: { userId: number; sessionId: string; issuedAt: Date },
  secret: string,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: input.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(input.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * The claims of a well-signed, unexpired token, else null (a bad signature, another algorithm, an expired
 * or malformed token). `now` is injectable for expiry tests. Whether the session is still live is the
 * sign-on service's answer, not this function's.
 */
export async function verifyAccessToken(token: string, secret: string, now: Date = new Date()): Promise<AccessTokenClaims | null> {
  if (token.length === 0 || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      clockTolerance: 0,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return {
      userId: Number(claims.data.sub),
      sessionId: claims.data.sid,
      issuedAt: new Date(claims.data.iat * 1000),
      expiresAt: new Date(claims.data.exp * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

const DEVELOPMENT_SECRET = 'development-only-token-secret-not-for-production';

/** AUTH_TOKEN_SECRET; outside production a fixed development key (a production server refuses to start without one). */
export function authTokenSecret(env: { NODE_ENV: string; AUTH_TOKEN_SECRET?: string } = serverEnv()): string {
  if (env.AUTH_TOKEN_SECRET) return env.AUTH_TOKEN_SECRET;
  if (env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('AUTH_TOKEN_SECRET is not set: a production server needs the key (32+ characters) shared with the sign-on service.');
  }
  return DEVELOPMENT_SECRET;
}

/** A key derived from the token secret for one purpose (never the session key's bytes): hex HMAC-SHA256 of the label. */
export const derivedSecret = (label: string): string => createHmac('sha256', authTokenSecret()).update(label).digest('hex');

import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { derivedSecret } from '@/lib/security/access-token';

/**
 * A sandbox pass: what lets the holder of an order's signed link (on a device without the order's cookie) act on
 * one payment attempt in the built-in sandboxes. It names that attempt's txnRef and dies with it. Its own key
 * label, issuer and audience: an order link is never read as a pass, nor a pass as an order link.
 */
/** The query parameter and form field that carry it. */
export const SANDBOX_PASS_PARAM = 'sandbox_pass';
const ISSUER = 'sandbox-pass';
const AUDIENCE = 'sandbox-payment';
const key = () => new TextEncoder().encode(derivedSecret('sandbox-pass'));

export async function signSandboxPass(txnRef: string, expiresAt: Date, now: Date = new Date()): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(txnRef)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key());
}

/** Whether `pass` is a genuine, unexpired pass for exactly this attempt (never throws). */
export async function sandboxPassAllows(pass: string | null | undefined, txnRef: string, now: Date = new Date()): Promise<boolean> {
  if (!pass) return false;
  try {
    const { payload } = await jwtVerify(pass, key(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
      clockTolerance: 0,
    });
    return payload.sub === txnRef;
  } catch {
    return false;
  }
}

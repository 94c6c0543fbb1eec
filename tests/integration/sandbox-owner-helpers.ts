import { createHmac, randomBytes } from 'node:crypto';
import { derivedSecret } from '@/lib/security/access-token';
import { sha256Hex } from '@/lib/security/sha256';

/**
 * A guest booking cookie as the site makes one (a random token and its HMAC, the development key), written out
 * here independently of features/booking, and the hash an order made with it keeps. The sandboxes act only for
 * the visitor who owns the order: tests that use them send this cookie as the owner's browser would.
 */
export function guestCookie(): { cookie: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  const mac = createHmac('sha256', derivedSecret('booking-guest-cookie')).update(`cookie:${token}`).digest('base64url');
  return { cookie: `bookingGuest=${token}.${mac}`, hash: sha256Hex(token) };
}

/** What next/headers' cookies() answers for a Cookie header (server-rendered pages read the request's cookies). */
export function cookieJarOf(header: string) {
  const jar = new Map(
    header
      .split(/;\s*/)
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  return { get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined) };
}

import 'server-only';
import { sha256Hex } from '@/lib/security/sha256';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import type { Respond } from '@/lib/api/route';
import { serverEnv } from '@/lib/env/server';
import { derivedSecret } from '@/lib/security/access-token';

/**
 * The guest's booking cookie: a random token and its HMAC, so only this site can make one. The database
 * keeps sha256(token), never the token; a forged or missing cookie owns nothing.
 */
export const GUEST_COOKIE = 'bookingGuest';
const MAX_AGE_SECONDS = 30 * 24 * 3600;

const secret = () => serverEnv().BOOKING_COOKIE_SECRET ?? derivedSecret('booking-guest-cookie');
const mac = (value: string) => createHmac('sha256', secret()).update(value).digest('base64url');

export const guestKeyHash = (token: string) => sha256Hex(token);

/** A fresh random guest token: never derived from anything a caller sends (an Idempotency-Key is not a secret). */
export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

const cookieValue = (token: string) => `${token}.${mac(`cookie:${token}`)}`;

/** The token of a genuine cookie value, else null. */
function tokenOfCookieValue(value: string | undefined): string | null {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(`cookie:${token}`));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The token of a genuine cookie, else null. */
export const guestTokenOf = (request: NextRequest): string | null => tokenOfCookieValue(request.cookies.get(GUEST_COOKIE)?.value);

/** sha256 of a genuine guest cookie value's token, else null (orders made by this guest). */
export function guestKeyHashOf(value: string | undefined): string | null {
  const token = tokenOfCookieValue(value);
  return token ? guestKeyHash(token) : null;
}

/** Asks for the guest cookie on a successful answer (HttpOnly, SameSite=Lax, 30 days). */
export function setGuestCookie(respond: Respond, token: string): void {
  respond.cookie(GUEST_COOKIE, cookieValue(token), {
    httpOnly: true,
    sameSite: 'lax',
    secure: serverEnv().NODE_ENV === 'production',
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

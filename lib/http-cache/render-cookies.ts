import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { AUTH_COOKIES } from '@/lib/security/auth-cookies';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@/lib/money/currency';

/**
 * Every cookie a server render reads (`cookies()` in app/, features/, lib/), in one place:
 * - `currency` (app/[lang]/layout.tsx: the currency prices show in) is part of the shared cache's key;
 * - the auth cookies (features/hotel-search/listing/page/listing-page.tsx reads `accessToken`)
 *   make a request personal: never answered from the cache nor stored.
 * A cookie a render starts reading must be added here, as a key part or as personal.
 */
export const KEYED_RENDER_COOKIES = [CURRENCY_COOKIE] as const;
export const PERSONAL_RENDER_COOKIES: readonly string[] = AUTH_COOKIES;

/**
 * The cookies as Next's `cookies()` sees them: Next's own parser (split on `; `, a pair without `=` is
 * "true", values decoded, the last occurrence wins, undecodable values skipped), imported rather than
 * copied so the cache's reading cannot drift from the render's.
 */
export function requestCookies(cookieHeader: string | undefined): Map<string, string> {
  return cookieHeader ? parseCookie(cookieHeader) : new Map();
}

/** The currency a render shows for these cookies, read exactly as app/[lang]/layout.tsx reads it. */
export function renderCurrency(cookies: Map<string, string>): CurrencyCode {
  const value = cookies.get(CURRENCY_COOKIE);
  return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
}

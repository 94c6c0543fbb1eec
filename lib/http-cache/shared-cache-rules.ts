import type { IncomingHttpHeaders } from 'node:http';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, isCurrencyCode } from '@/lib/money/currency';

/**
 * Which anonymous GET responses one server process may share between visitors, and for how long.
 * These pages and lists show the same bytes to every anonymous visitor with the same currency on the same
 * day. Booking screens, hotel pages (room availability) and anything with a session are never shared: the
 * price a traveller pays is re-read fresh when a room is chosen.
 */
export type SharedCacheRule = { name: string; pattern: RegExp; ttlSeconds: number };

export const SHARED_CACHE_RULES: readonly SharedCacheRule[] = [
  { name: 'home', pattern: /^(?:\/en)?\/?$/, ttlSeconds: 60 },
  // /khach-san, region listings (/khach-san/<seo_url>) and free search results (/khach-san/tim-kiem);
  // not hotel pages (/khach-san/<country>/<slug>-<id>)
  { name: 'listing', pattern: /^(?:\/en)?\/khach-san(?:\/[^/]+)?\/?$/, ttlSeconds: 30 },
  { name: 'best-price-listing', pattern: /^(?:\/en)?\/khach-san-gia-tot(?:\/[^/]+){0,2}\/?$/, ttlSeconds: 30 },
  { name: 'suggest-api', pattern: /^\/api\/v2-hotel\/suggest\/?$/, ttlSeconds: 300 },
  { name: 'hotel-search-api', pattern: /^\/api\/v2-hotel\/hotels\/search\/?$/, ttlSeconds: 30 },
  { name: 'banners-api', pattern: /^\/api\/v2-common\/banners\/?$/, ttlSeconds: 60 },
];

const SESSION_COOKIE = 'accessToken';
const MAX_URL_LENGTH = 2048;
// Client-side navigations fetch RSC payloads that depend on the router state the browser sends.
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];

export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export type SharedCacheRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/** The rule that lets this request be answered from the shared cache, or null when it must be rendered. */
export function sharedCacheRule(request: SharedCacheRequest, rules: readonly SharedCacheRule[] = SHARED_CACHE_RULES): SharedCacheRule | null {
  const { method, url, headers } = request;
  if (method !== 'GET' || !url || url.length > MAX_URL_LENGTH || !url.startsWith('/')) return null;
  if (headers.authorization || readCookie(headers.cookie, SESSION_COOKIE)) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt !== -1 && /(?:^|&)_rsc=/.test(url.slice(queryAt + 1))) return null;
  return rules.find((rule) => rule.pattern.test(pathname)) ?? null;
}

/**
 * Everything a shared response depends on: the address, the currency the page shows (read from its
 * cookie as the layout reads it: anything but a known code is the default) and today's date in Vietnam.
 */
export function sharedCacheKey(request: SharedCacheRequest, today: string): string {
  const cookie = readCookie(request.headers.cookie, CURRENCY_COOKIE);
  const currency = isCurrencyCode(cookie) ? cookie : DEFAULT_CURRENCY;
  return `${request.url}|${currency}|${today}`;
}

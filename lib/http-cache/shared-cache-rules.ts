import type { IncomingHttpHeaders } from 'node:http';
import { LISTING_QUERY_PARAMS, isBestPriceListing, sitePageOf } from '@/lib/paths';
import { mentionsAuthCookie } from '@/lib/security/auth-cookies';
import { canonicalQuery } from './canonical-query';
import { KEYED_RENDER_COOKIES, PERSONAL_RENDER_COOKIES, renderCurrency, requestCookies } from './render-cookies';

/**
 * Which anonymous GET responses one server process may share between visitors, and for how long.
 * These pages and lists show the same bytes to every anonymous visitor with the same currency on the same
 * day. Booking screens, hotel pages (room availability) and anything with a session are never shared: the
 * price a traveller pays is re-read fresh when a room is chosen.
 *
 * `matches`: whether a pathname (without query) is one of the rule's addresses.
 * `params`: the query parameters the page reads; a request with any other, or with one twice, is rendered
 * and not kept (a page may echo the address in its links). An API keys every parameter: its strict schema
 * answers 400 to unknown ones, and errors are never kept.
 * `kind`: an API keeps what its Cache-Control lets a shared cache keep; Next marks every dynamic page
 * `private, no-store`, so the cache gives the pages it shares their own header (shared-cache-control.ts).
 */
export type SharedCacheRule = {
  name: string;
  matches: (pathname: string) => boolean;
  ttlSeconds: number;
  kind: 'page' | 'api';
  params: readonly string[] | 'any';
};

// Pages as lib/paths names them: hotel pages are never shared (room availability is read fresh).
const isPage = (kind: 'home' | 'listing' | 'best-price-listing' | 'legal') => (pathname: string) => {
  const page = sitePageOf(pathname);
  if (page?.kind === 'listing') return kind === (isBestPriceListing(page.listing) ? 'best-price-listing' : 'listing');
  return page?.kind === kind;
};
const isApi = (pattern: RegExp) => (pathname: string) => pattern.test(pathname);

export const SHARED_CACHE_RULES: readonly SharedCacheRule[] = [
  { name: 'home', matches: isPage('home'), ttlSeconds: 60, kind: 'page', params: [] },
  // /khach-san, region listings (/khach-san/<seo_url>) and free search results (/khach-san/tim-kiem)
  { name: 'listing', matches: isPage('listing'), ttlSeconds: 30, kind: 'page', params: LISTING_QUERY_PARAMS },
  { name: 'best-price-listing', matches: isPage('best-price-listing'), ttlSeconds: 30, kind: 'page', params: LISTING_QUERY_PARAMS },
  // the terms, privacy policy and conditions pages: the same text for everyone until the next deploy
  { name: 'legal', matches: isPage('legal'), ttlSeconds: 300, kind: 'page', params: [] },
  { name: 'suggest-api', matches: isApi(/^\/api\/v2-hotel\/suggest\/?$/), ttlSeconds: 300, kind: 'api', params: 'any' },
  {
    name: 'popular-destinations-api',
    matches: isApi(/^\/api\/v2-hotel\/popular-destinations\/?$/),
    ttlSeconds: 300,
    kind: 'api',
    params: 'any',
  },
  { name: 'hotel-search-api', matches: isApi(/^\/api\/v2-hotel\/hotels\/search\/?$/), ttlSeconds: 30, kind: 'api', params: 'any' },
  { name: 'banners-api', matches: isApi(/^\/api\/v2-common\/banners\/?$/), ttlSeconds: 60, kind: 'api', params: 'any' },
];

const MAX_URL_LENGTH = 2048;
// Client-side navigations fetch RSC payloads that depend on the router state the browser sends.
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
// canonical paths are plain ASCII; an encoded one is rendered, not kept under a second key
const PLAIN_PATH = /^[A-Za-z0-9/_.~-]*$/;

export type SharedCacheRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };
/** `signedIn`: the request carries a session cookie, and may get the guest page with its header personalised. */
export type SharedCacheMatch = { rule: SharedCacheRule; key: string; signedIn: boolean };

/** Whether the request carries a session cookie (in any form: false positives only cost a render). */
function carriesSession(headers: IncomingHttpHeaders, cookies: Map<string, string>): boolean {
  return mentionsAuthCookie(headers.cookie) || PERSONAL_RENDER_COOKIES.some((name) => cookies.has(name));
}

/**
 * The rule and key under which this request's answer may be shared, or null when it must be rendered and
 * not kept. The key holds exactly what the render reads: the path, the canonical query (parameters sorted,
 * decoded then encoded one way), the currency cookie as the layout reads it, and today's date in Vietnam.
 */
export function sharedCacheMatch(
  request: SharedCacheRequest,
  today: string,
  rules: readonly SharedCacheRule[] = SHARED_CACHE_RULES,
  { signedInPages = false }: { signedInPages?: boolean } = {},
): SharedCacheMatch | null {
  const { method, url, headers } = request;
  if (method !== 'GET' || !url || url.length > MAX_URL_LENGTH || !url.startsWith('/')) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookies = requestCookies(headers.cookie);
  if (headers.authorization !== undefined) return null;
  const signedIn = carriesSession(headers, cookies);
  if (signedIn && !signedInPages) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!PLAIN_PATH.test(pathname)) return null;
  const rule = rules.find((r) => r.matches(pathname));
  if (!rule || (signedIn && rule.kind !== 'page')) return null;
  const query = canonicalQuery(queryAt === -1 ? '' : url.slice(queryAt + 1), rule.params);
  if (query === null || /(?:^|&)_rsc=/.test(query)) return null;
  return { rule, key: `${pathname}?${query}|${KEYED_RENDER_COOKIES[0]}=${renderCurrency(cookies)}|${today}`, signedIn };
}

import { slugify } from '@/lib/text/slug';
import { legalPageOf, type LegalPage } from './legal';
import { withQuery } from './locale';

/**
 * The site's page addresses, as app/ lays them out. All are language-neutral ASCII; English pages add
 * the /en prefix (localePath).
 */
export const HOME_PATH = '/';
export const HOTELS_PATH = '/khach-san';
/** Free-text and foreign searches: /khach-san/tim-kiem?keyword=Bangkok&countryCode=TH&regionId=… */
const SEARCH_RESULTS_PATH = `${HOTELS_PATH}/tim-kiem`;
/** Best-price listings and the province/city listings under them (spec 2.2). */
const BEST_PRICE_PREFIX = '/khach-san-gia-tot';
export type BestPriceRegionType = 'province' | 'city';
const BEST_PRICE_SEGMENTS: Record<BestPriceRegionType, string> = { province: 'tinh', city: 'thanh-pho' };
/** Flights (spec 2.12): the landing page with the search box. */
export const FLIGHTS_PATH = '/ve-may-bay';
/** Results: /ve-may-bay/tim-kiem?ap=HAN.DAD&dt=01-12-2026.05-12-2026&ps=2.0.1&leg=1 (noindex, shareable). */
const FLIGHT_RESULTS_PATH = `${FLIGHTS_PATH}/tim-kiem`;
export const flightResultsPath = (query: URLSearchParams): string => withQuery(FLIGHT_RESULTS_PATH, query);
/** Indexable route pages: /ve-may-bay/ha-noi-di-da-nang-han-dad ("vé máy bay Hà Nội đi Đà Nẵng"). */
export const flightRoutePath = (route: { originCode: string; destinCode: string; originCity: string; destinCity: string }): string =>
  `${FLIGHTS_PATH}/${slugify(route.originCity) || 'from'}-di-${slugify(route.destinCity) || 'to'}-${route.originCode.toLowerCase()}-${route.destinCode.toLowerCase()}`;
/** The airports a route page's slug names (its last two segments), or null. Whether the route exists is the page's business. */
export function flightRouteOf(slug: string): { originCode: string; destinCode: string } | null {
  const match = /^[a-z0-9-]+-di-[a-z0-9-]+-([a-z]{3})-([a-z]{3})$/.exec(slug);
  return match ? { originCode: match[1]!.toUpperCase(), destinCode: match[2]!.toUpperCase() } : null;
}
/** Checkout of a flight booking request: /ve-may-bay/dat-ve/<id>?step=1|2|3 (noindex, owner only). */
export const flightCheckoutPath = (requestId: string, step: CheckoutStep = 1): string =>
  `${FLIGHTS_PATH}/dat-ve/${encodeURIComponent(requestId)}${step === 1 ? '' : `?step=${step}`}`;
/** Deals (spec 2.13): the list, ?category=<slug>&page=n (indexable, server-rendered). */
export const DEALS_PATH = '/deals';
/** A deal's page: the deals base path, a slug of the deal name, a dash and the deal id (spec 2.13); the id decides. */
export const dealPath = (deal: { id: number; name: string }): string => `${DEALS_PATH}/${slugify(deal.name) || 'uu-dai'}-${deal.id}`;
/** The deal id a deal page's slug names, or null. Whether the slug is the right one is the page's business (it redirects). */
export function dealIdOf(slug: string): number | null {
  const match = /^(?:[a-z0-9-]*-)?([1-9][0-9]{0,9})$/.exec(slug);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
/** Flight + hotel combos: the list of combo deals; a combo is built on its deal page and paid at its checkout. */
export const COMBO_PATH = '/combo';
/** Checkout of a combo draft: /combo/dat-combo/<draftId> (noindex, owner only). */
export const comboCheckoutPath = (draftId: string): string => `${COMBO_PATH}/dat-combo/${encodeURIComponent(draftId)}`;
/** Articles and blog posts (GET /common/articles/, the blog posts): the list and one post by slug. */
export const ARTICLES_PATH = '/cam-nang';
export const articlePath = (slug: string): string => `${ARTICLES_PATH}/${encodeURIComponent(slug)}`;
/** Newsletter: the confirm and unsubscribe links of its emails (?token=). */
export const NEWSLETTER_PATHS = { confirm: '/nhan-tin/xac-nhan', unsubscribe: '/nhan-tin/huy' } as const;
/** The contact form (POST /common/email/send-internal/). */
export const CONTACT_PATH = '/lien-he';

/** The member's account area (server-rendered, noindex): overview with profile, points and recent activity. */
const ACCOUNT_PATH = '/tai-khoan';
export const ACCOUNT_PATHS = {
  overview: ACCOUNT_PATH,
  /** coupons and level benefits */
  rewards: `${ACCOUNT_PATH}/uu-dai`,
  /** spec 2.11 "view all": every activity row, paged */
  activity: `${ACCOUNT_PATH}/hoat-dong`,
  orders: `${ACCOUNT_PATH}/don-hang`,
} as const;

/**
 * One order page for everyone (noindex): its owner (member or the guest cookie that made it) opens
 * /don-hang/<code>; a guest with the emailed or looked-up link adds ?token=<signed order token>.
 */
const ORDER_PATH = '/don-hang';
export const orderPath = (orderCode: string, token?: string): string =>
  withQuery(`${ORDER_PATH}/${encodeURIComponent(orderCode)}`, new URLSearchParams(token ? { token } : {}));
/** "Find my order" by order code + PIN (spec 2.9), for guests. */
export const ORDER_LOOKUP_PATH = '/tra-cuu-don-hang';
/** Where the gateway returns: the payment/order lookup reading transaction_id (spec 2.9, 4). */
const PAYMENT_RESULT_PATH = '/thanh-toan/ket-qua';
export const paymentResultPath = (transactionId: string): string =>
  withQuery(PAYMENT_RESULT_PATH, new URLSearchParams({ transaction_id: transactionId }));
/** The built-in sandboxes (docs/architecture.md, "Partners and sandboxes"): partners' pages that speak their real protocols. */
export const SANDBOX_PATHS = {
  vnpay: '/sandbox/vnpay',
  bankTransfer: '/sandbox/bank-transfer',
  payLater: '/sandbox/pay-later',
  mail: '/sandbox/mail',
} as const;

/**
 * Checkout of a booking request (spec 2.9): /dat-phong/<booking request id>?step=1|2|3. Not indexed; the
 * request is readable only by its owner.
 */
const CHECKOUT_PATH = '/dat-phong';
export const CHECKOUT_STEPS = [1, 2, 3] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const checkoutPath = (bookingRequestId: string, step: CheckoutStep = 1): string =>
  `${CHECKOUT_PATH}/${encodeURIComponent(bookingRequestId)}${step === 1 ? '' : `?step=${step}`}`;

/** Which hotel listing a page shows. */
export type Listing =
  | { kind: 'hotels' }
  | { kind: 'search' }
  | { kind: 'region'; seoUrl: string }
  | { kind: 'best-price' }
  | { kind: 'best-price-region'; regionType: BestPriceRegionType; seoUrl: string };

export const isBestPriceListing = (listing: Listing): boolean => listing.kind === 'best-price' || listing.kind === 'best-price-region';

/** The listing's address without a query (its canonical path). */
export function listingPath(listing: Listing): string {
  switch (listing.kind) {
    case 'hotels':
      return HOTELS_PATH;
    case 'search':
      return SEARCH_RESULTS_PATH;
    case 'region':
      return regionListingPath(listing.seoUrl);
    case 'best-price':
      return BEST_PRICE_PREFIX;
    case 'best-price-region':
      return bestPriceRegionPath(listing.regionType, listing.seoUrl);
  }
}

/** Listing of a Vietnamese region: /khach-san/<seo_url> (the slug is the search keyword). */
export function regionListingPath(seoUrl: string, params?: URLSearchParams): string {
  return withQuery(`${HOTELS_PATH}/${seoUrl}`, params);
}

export function searchResultsPath(params: URLSearchParams): string {
  return withQuery(SEARCH_RESULTS_PATH, params);
}

/** A province or city listing under the best-price listing: /khach-san-gia-tot/tinh/<seo_url>. */
export function bestPriceRegionPath(regionType: BestPriceRegionType, seoUrl: string): string {
  return `${BEST_PRICE_PREFIX}/${BEST_PRICE_SEGMENTS[regionType]}/${seoUrl}`;
}

/** Whether an unprefixed path is the best-price listing or one under it. */
export function isBestPricePath(path: string): boolean {
  return path === BEST_PRICE_PREFIX || path.startsWith(`${BEST_PRICE_PREFIX}/`);
}

type HotelRef = { id: number; name: string; countryCode?: string | null };

/** Hotel detail: /khach-san/<country code>/<slug of the name>-<id> (spec 2.2 / 2.6). */
export function hotelDetailPath(hotel: HotelRef, params?: URLSearchParams): string {
  const country = (hotel.countryCode || 'VN').toLowerCase();
  return withQuery(`${HOTELS_PATH}/${country}/${slugify(hotel.name) || 'hotel'}-${hotel.id}`, params);
}

/** Parses the last segment of a hotel detail path back to its id. */
export function hotelIdFromSlug(slug: string): number | null {
  const match = /-(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : null;
}

/** The kinds of page an address can name, as app/ serves them. */
export type SitePage =
  | { kind: 'home' }
  | { kind: 'listing'; listing: Listing }
  | { kind: 'hotel'; countryCode: string; hotelSlug: string }
  | { kind: 'legal'; page: LegalPage };

/**
 * The page a pathname names (without query), with or without the /en prefix; null for anything else,
 * /vi/... included (proxy.ts redirects it). Segments are taken as they come, undecoded; a trailing slash
 * is allowed. Whether the region or hotel exists is the page's business (a 404).
 */
export function sitePageOf(pathname: string): SitePage | null {
  const unprefixed = pathname.replace(/^\/en(?=\/|$)/, '');
  const path = unprefixed.endsWith('/') ? unprefixed.slice(0, -1) : unprefixed;
  if (path === '') return { kind: 'home' };
  const [section, ...rest] = path.slice(1).split('/');
  if (!path.startsWith('/') || rest.some((segment) => segment === '')) return null;
  if (`/${section}` === HOTELS_PATH) return hotelsSectionPage(rest);
  if (`/${section}` === BEST_PRICE_PREFIX) return bestPriceSectionPage(rest);
  const legal = rest.length === 0 ? legalPageOf(path) : null;
  return legal ? { kind: 'legal', page: legal } : null;
}

function hotelsSectionPage(rest: string[]): SitePage | null {
  const [first, second] = rest;
  if (first === undefined) return { kind: 'listing', listing: { kind: 'hotels' } };
  if (second === undefined) {
    return {
      kind: 'listing',
      listing: `${HOTELS_PATH}/${first}` === SEARCH_RESULTS_PATH ? { kind: 'search' } : { kind: 'region', seoUrl: first },
    };
  }
  return rest.length === 2 ? { kind: 'hotel', countryCode: first, hotelSlug: second } : null;
}

function bestPriceSectionPage(rest: string[]): SitePage | null {
  const [segment, seoUrl] = rest;
  if (segment === undefined) return { kind: 'listing', listing: { kind: 'best-price' } };
  const regionType = (Object.keys(BEST_PRICE_SEGMENTS) as BestPriceRegionType[]).find((type) => BEST_PRICE_SEGMENTS[type] === segment);
  return regionType && seoUrl !== undefined && rest.length === 2
    ? { kind: 'listing', listing: { kind: 'best-price-region', regionType, seoUrl } }
    : null;
}

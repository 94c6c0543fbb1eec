import { withoutInternalVi } from './locale';

/** Query parameters that choose what a listing address shows: its view (spec 2.2, 2.7) and page. */
export const VIEW_PARAM = 'view';
export const MAP_VIEW = 'map';
const PAGE_PARAM = 'page';

/**
 * Every query parameter a listing address reads: the search API's (features/hotel-search/schemas.ts
 * hotelSearchQuerySchema, kept equal by a test there) and the view. The shared response cache keys on these.
 */
export const LISTING_QUERY_PARAMS = [
  'keyword',
  'regionId',
  'countryCode',
  'checkInDate',
  'nights',
  'roomCount',
  'adultCount',
  'price',
  'min_price',
  'max_price',
  'star',
  'city',
  'area',
  'facility',
  'type',
  'sort_by',
  'sort_mode',
  PAGE_PARAM,
  'lang',
  VIEW_PARAM,
] as const;

type QueryInput = string | URLSearchParams;

/**
 * The address of the current listing with another query. Vietnamese pages are served from an internal
 * /vi path (proxy.ts rewrite); should the router report it, it is stripped so the address stays
 * canonical. Comma-joined filter lists stay readable ("star=5,4").
 */
export function listingHref(pathname: string, query: string): string {
  const path = withoutInternalVi(pathname);
  const search = query.replace(/%2C/gi, ',');
  return search ? `${path}?${search}` : path;
}

/** The results show the map view when the query has view=map. */
export function isMapView(query: QueryInput): boolean {
  return new URLSearchParams(query).get(VIEW_PARAM) === MAP_VIEW;
}

/** The same results in map view; every other parameter is kept. */
export function mapViewHref(pathname: string, query: QueryInput): string {
  const params = new URLSearchParams(query);
  params.set(VIEW_PARAM, MAP_VIEW);
  return listingHref(pathname, params.toString());
}

/** The same results as a list: only `view` is removed. */
export function listViewHref(pathname: string, query: QueryInput): string {
  const params = new URLSearchParams(query);
  params.delete(VIEW_PARAM);
  return listingHref(pathname, params.toString());
}

/** Toggles the map view, keeping every other parameter. */
export function toggleMapViewQuery(query: QueryInput): string {
  const params = new URLSearchParams(query);
  if (isMapView(params)) params.delete(VIEW_PARAM);
  else params.set(VIEW_PARAM, MAP_VIEW);
  return params.toString();
}

/** The query for a result page; page 1 is the address without `page`. */
export function pageQuery(query: QueryInput, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  return params.toString();
}

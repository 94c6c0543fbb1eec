/** The results show the map view when the query has view=map (spec 2.2, 2.7). */
export const VIEW_PARAM = 'view';
export const MAP_VIEW = 'map';

type Query = string | URLSearchParams;

export function isMapView(query: Query): boolean {
  return new URLSearchParams(query).get(VIEW_PARAM) === MAP_VIEW;
}

/**
 * Vietnamese pages are served from an internal /vi path (proxy.ts rewrite); should the router report it,
 * it is stripped so the address stays canonical. Comma-joined filter lists stay readable ("star=4,5").
 */
const withQuery = (pathname: string, params: URLSearchParams) => {
  const path = pathname.replace(/^\/vi(?=\/|$)/, '') || '/';
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `${path}?${search}` : path;
};

/** The same results in map view; every other parameter is kept. */
export function mapViewHref(pathname: string, query: Query): string {
  const params = new URLSearchParams(query);
  params.set(VIEW_PARAM, MAP_VIEW);
  return withQuery(pathname, params);
}

/** The same results as a list: only `view` is removed. */
export function listViewHref(pathname: string, query: Query): string {
  const params = new URLSearchParams(query);
  params.delete(VIEW_PARAM);
  return withQuery(pathname, params);
}

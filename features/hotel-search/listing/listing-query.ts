import { isMapView } from '../map/view-mode';

type QueryInput = string | URLSearchParams;

/** The query for a result page; page 1 is the address without `page`. */
export function pageQuery(query: QueryInput, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  return params.toString();
}

/** Toggles the map view (`view=map`), keeping every other parameter. */
export function toggleMapViewQuery(query: QueryInput): string {
  const params = new URLSearchParams(query);
  if (isMapView(params)) params.delete('view');
  else params.set('view', 'map');
  return params.toString();
}

/**
 * The address of the listing with a new query. Vietnamese pages live at unprefixed paths; should the
 * router report the internal /vi path, it is stripped so the address stays canonical. Commas of the
 * filter lists stay readable ("star=5,4"), as in the map view's addresses.
 */
export function listingHref(pathname: string, query: string): string {
  const path = pathname.replace(/^\/vi(?=\/|$)/, '') || '/';
  const search = query.replace(/%2C/gi, ',');
  return search ? `${path}?${search}` : path;
}

import 'server-only';
import { hotelSearchQuerySchema, type HotelSearchQuery } from '../schemas';

type PageSearchParams = Record<string, string | string[] | undefined>;

const QUERY_KEYS = Object.keys(hotelSearchQuerySchema.shape) as (keyof HotelSearchQuery)[];

/**
 * A listing page's address as a search query. Unlike the API, a page never answers 400: unknown
 * parameters (utm_*, view) are ignored and an invalid value falls back to its default, as spec 2.2
 * does for the check-in date.
 */
export function listingQuery(searchParams: PageSearchParams, overrides: Partial<Record<keyof HotelSearchQuery, string>>): HotelSearchQuery {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = searchParams[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== '') raw[key] = first;
  }
  Object.assign(raw, Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)));
  for (let attempt = 0; attempt < QUERY_KEYS.length; attempt += 1) {
    const parsed = hotelSearchQuerySchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return hotelSearchQuerySchema.parse({});
}

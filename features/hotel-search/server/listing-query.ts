import 'server-only';
import { toProductDate } from '@/lib/dates/product-date';
import { hasControlChars } from '@/lib/text/control-chars';
import { hotelSearchQuerySchema, type HotelSearchQuery } from '../schemas';
import { firstValue } from '@/lib/paths';
import { readStay, STAY_FIELDS } from '../search-box/stay';

type PageSearchParams = Record<string, string | string[] | undefined>;

const QUERY_KEYS = Object.keys(hotelSearchQuerySchema.shape) as (keyof HotelSearchQuery)[];

/**
 * A listing page's address as a search query. Unlike the API, a page never answers 400: unknown
 * parameters (utm_*, view) are ignored, a repeated one counts once (the first), a value with control
 * characters or otherwise invalid falls back to its default, and the stay is corrected by readStay
 * (an out-of-range count clamped, a bad or unbookable check-in -> today), the rule the API enforces.
 */
export function listingQuery(
  searchParams: PageSearchParams,
  overrides: Partial<Record<keyof HotelSearchQuery, string>>,
  now: Date = new Date(),
): HotelSearchQuery {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const first = firstValue(searchParams[key]);
    if (first !== undefined && first !== '' && !hasControlChars(first)) raw[key] = first;
  }
  Object.assign(raw, Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)));

  const { stay } = readStay(raw, now);
  for (const field of STAY_FIELDS) delete raw[field];
  const corrected: Record<string, string> = {
    ...(firstValue(searchParams.checkInDate) ? { checkInDate: toProductDate(stay.checkIn) } : {}),
    nights: String(stay.nights),
    roomCount: String(stay.roomCount),
    adultCount: String(stay.adultCount),
  };

  for (let attempt = 0; attempt < QUERY_KEYS.length; attempt += 1) {
    const parsed = hotelSearchQuerySchema.safeParse({ ...raw, ...corrected });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      delete raw[String(issue.path[0])];
      delete corrected[String(issue.path[0])];
    }
  }
  return hotelSearchQuerySchema.parse({});
}

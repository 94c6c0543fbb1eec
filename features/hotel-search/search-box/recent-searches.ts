import type { SearchSelection } from './types';

/** How many recent searches the destination field offers (newest first). */
export const MAX_RECENT_SEARCHES = 5;
export const RECENT_SEARCHES_KEY = 'hotel-search:recent';

const identity = (s: SearchSelection) => (s.type === 'region' ? `region:${s.region.regionid}` : `hotel:${s.hotel.id}`);

const isText = (v: unknown) => typeof v === 'string';
const isId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** A stored entry is the visitor's (or anyone's) text: keep only well-formed selections. */
function isSelection(value: unknown): value is SearchSelection {
  if (typeof value !== 'object' || value === null) return false;
  const { type, region: r, hotel: h } = value as Record<string, unknown>;
  const region = typeof r === 'object' && r !== null ? (r as Record<string, unknown>) : null;
  const hotel = typeof h === 'object' && h !== null ? (h as Record<string, unknown>) : null;
  if (type === 'region' && region) {
    return (
      isId(region.regionid) &&
      typeof region.hotel_count === 'number' &&
      ['regionname', 'regionname_vi', 'countryname', 'countrycode', 'regiontype', 'seo_url', 'full_address', 'full_address_en'].every((k) =>
        isText(region[k]),
      )
    );
  }
  if (type === 'hotel' && hotel) {
    return isId(hotel.id) && ['name', 'name_vi', 'address', 'address_en', 'countryname', 'countrycode'].every((k) => isText(hotel[k]));
  }
  return false;
}

/** The stored list: malformed text or entries are dropped, duplicates and extras too. */
export function parseRecentSearches(raw: string | null): SearchSelection[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter(isSelection)
    .filter((s) => !seen.has(identity(s)) && seen.add(identity(s)))
    .slice(0, MAX_RECENT_SEARCHES);
}

/** The list with this search first: an earlier search of the same place moves up, the oldest falls off. */
export function addRecentSearch(list: SearchSelection[], selection: SearchSelection): SearchSelection[] {
  const id = identity(selection);
  return [selection, ...list.filter((s) => identity(s) !== id)].slice(0, MAX_RECENT_SEARCHES);
}

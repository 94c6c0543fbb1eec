import type { CountEntry, SearchExtraData } from '../schemas';
import type { FilterParam } from './filter-query';
import { priceBounds, visiblePriceRanges } from './price-bounds';

/** Spec 2.4 / 9: the facility filter shows at most 10 entries. */
export const MAX_FACILITY_FILTERS = 10;
const STAR_LEVELS = ['5', '4', '3', '2', '1'];

export type FilterOption = { key: string; count: number; label: string };
export type FilterGroupSpec = { param: FilterParam; options: FilterOption[] };

const countOf = (entries: readonly CountEntry[] | undefined, key: string) => entries?.find((e) => e.key === key)?.count ?? 0;
const fromEntries = (entries: readonly CountEntry[] | undefined): FilterOption[] =>
  (entries ?? []).map(({ key, label, count }) => ({ key, label, count }));

/**
 * The filter groups of a search, in display order. Price and star always show (in range order, so an
 * international range is contiguous); the other groups are domestic only and hidden when empty.
 * Labels here are the server's; the filter box translates price, star, facility and type.
 */
export function filterGroups(
  extra: SearchExtraData | null | undefined,
  isDomestic: boolean,
  selected: Partial<Record<FilterParam, readonly string[]>> = {},
): FilterGroupSpec[] {
  const price = visiblePriceRanges(priceBounds(extra), selected.price).map((range) => ({
    key: range.key,
    label: range.key,
    count: countOf(extra?.count_by_price_range, range.key),
  }));
  const unrated = countOf(extra?.count_by_star, '0') > 0 ? ['0'] : [];
  const star = [...STAR_LEVELS, ...unrated].map((key) => ({ key, label: key, count: countOf(extra?.count_by_star, key) }));
  const groups: FilterGroupSpec[] = [
    { param: 'price', options: price },
    { param: 'star', options: star },
  ];
  if (!isDomestic) return groups;
  const domestic: FilterGroupSpec[] = [
    { param: 'city', options: fromEntries(extra?.count_by_cities) },
    { param: 'area', options: fromEntries(extra?.count_by_area) },
    { param: 'facility', options: fromEntries(extra?.count_by_facilities).slice(0, MAX_FACILITY_FILTERS) },
    { param: 'type', options: fromEntries(extra?.count_by_type) },
  ];
  return [...groups, ...domestic.filter((group) => group.options.length > 0)];
}

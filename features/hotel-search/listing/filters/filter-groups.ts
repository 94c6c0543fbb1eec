import type { CountEntry, SearchExtraData } from '../../schemas';
import type { FilterParam } from './filter-query';
import { priceBounds, visiblePriceRanges } from './price-bounds';

/** Spec 2.4 / 9: the facility filter shows at most 10 entries. */
const MAX_FACILITY_FILTERS = 10;
const STAR_LEVELS = ['5', '4', '3', '2', '1'];

export type FilterOption = { key: string; count: number; label: string };
export type FilterGroupSpec = { param: FilterParam; options: FilterOption[] };

const countOf = (entries: readonly CountEntry[] | undefined, key: string) => entries?.find((e) => e.key === key)?.count ?? 0;
const fromEntries = (entries: readonly CountEntry[] | undefined): FilterOption[] =>
  (entries ?? []).map(({ key, label, count }) => ({ key, label, count }));

/**
 * An option no hotel would match (count 0, every other filter applied) is not offered, unless it is
 * ticked: it stays, so it can be unticked. Without extra data the counts are unknown and all show.
 */
function offered(options: FilterOption[], selected: readonly string[] = [], known: boolean): FilterOption[] {
  return known ? options.filter((o) => o.count > 0 || selected.includes(o.key)) : options;
}

/**
 * The filter groups of a search, in display order: price, star (in range order, so an international
 * range is contiguous), then the domestic-only groups; a group with nothing to offer is hidden.
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
  const unrated = countOf(extra?.count_by_star, '0') > 0 || selected.star?.includes('0') ? ['0'] : [];
  const star = [...STAR_LEVELS, ...unrated].map((key) => ({ key, label: key, count: countOf(extra?.count_by_star, key) }));
  const groups: FilterGroupSpec[] = [
    { param: 'price', options: price },
    { param: 'star', options: star },
  ];
  if (isDomestic) {
    groups.push(
      { param: 'city', options: fromEntries(extra?.count_by_cities) },
      { param: 'area', options: fromEntries(extra?.count_by_area) },
      { param: 'facility', options: fromEntries(extra?.count_by_facilities) },
      { param: 'type', options: fromEntries(extra?.count_by_type) },
    );
  }
  return groups
    .map(({ param, options }) => {
      const shown = offered(options, selected[param], Boolean(extra));
      if (param !== 'facility') return { param, options: shown };
      // the first 10 facilities, and any ticked one further down so it can be unticked
      return { param, options: shown.filter((o, i) => i < MAX_FACILITY_FILTERS || selected.facility?.includes(o.key)) };
    })
    .filter((group) => group.options.length > 0);
}

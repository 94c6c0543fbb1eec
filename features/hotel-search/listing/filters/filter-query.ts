import type { SortBy, SortMode } from '../../schemas';

/** Query parameters of the filter box (spec 2.4); `city` holds district ids. */
export const FILTER_PARAMS = ['price', 'star', 'city', 'area', 'facility', 'type'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Spec 2.4 "Reset filters". */
const RESET_PARAMS = ['price', 'min_price', 'max_price', 'star', 'area', 'city', 'facility', 'type', 'page'];

type QueryInput = string | URLSearchParams;

export type OptionState = { checked: boolean; disabled: boolean };

/** International price and star filters select a contiguous range (spec 2.4). */
export function isRangeFilter(param: FilterParam, isDomestic: boolean): boolean {
  return !isDomestic && (param === 'price' || param === 'star');
}

export function selectedValues(query: QueryInput, param: FilterParam): string[] {
  const raw = new URLSearchParams(query).get(param);
  return raw
    ? raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

function rangeBounds(options: readonly string[], selected: readonly string[]): [number, number] | null {
  const indexes = selected.map((v) => options.indexOf(v)).filter((i) => i >= 0);
  return indexes.length ? [Math.min(...indexes), Math.max(...indexes)] : null;
}

/** Range mode: every option from the lowest to the highest selected is checked; those strictly between are disabled. */
export function rangeState(options: readonly string[], selected: readonly string[]): Record<string, OptionState> {
  const bounds = rangeBounds(options, selected);
  return Object.fromEntries(
    options.map((option, i) => {
      const inside = bounds !== null && i >= bounds[0] && i <= bounds[1];
      const between = bounds !== null && i > bounds[0] && i < bounds[1];
      return [option, { checked: inside, disabled: between }];
    }),
  );
}

/** The selection after a toggle; `options` is the displayed order (a range is contiguous in it). */
export function nextSelection(
  options: readonly string[],
  selected: readonly string[],
  value: string,
  checked: boolean,
  range: boolean,
): string[] {
  if (!range) {
    const set = new Set(selected);
    if (checked) set.add(value);
    else set.delete(value);
    const known = options.filter((o) => set.has(o));
    return [...known, ...[...set].filter((v) => !options.includes(v))];
  }
  const index = options.indexOf(value);
  const bounds = rangeBounds(options, selected);
  if (index < 0) return bounds ? options.slice(bounds[0], bounds[1] + 1) : [];
  if (checked) {
    const [lo, hi] = bounds ? [Math.min(bounds[0], index), Math.max(bounds[1], index)] : [index, index];
    return options.slice(lo, hi + 1);
  }
  if (!bounds) return [];
  const [lo, hi] = bounds;
  if (index === lo) return options.slice(lo + 1, hi + 1);
  if (index === hi) return options.slice(lo, hi);
  return options.slice(lo, hi + 1);
}

export type FilterToggle = {
  param: FilterParam;
  value: string;
  checked: boolean;
  /** the group's options in displayed order */
  options: readonly string[];
  isDomestic: boolean;
};

/** The query after a filter toggle: comma-joined values, no parameter when empty, never a page. */
export function toggleFilterQuery(query: QueryInput, toggle: FilterToggle): string {
  const params = new URLSearchParams(query);
  const values = nextSelection(
    toggle.options,
    selectedValues(params, toggle.param),
    toggle.value,
    toggle.checked,
    isRangeFilter(toggle.param, toggle.isDomestic),
  );
  if (values.length) params.set(toggle.param, values.join(','));
  else params.delete(toggle.param);
  params.delete('page');
  return params.toString();
}

export function resetFiltersQuery(query: QueryInput): string {
  const params = new URLSearchParams(query);
  RESET_PARAMS.forEach((name) => params.delete(name));
  return params.toString();
}

export function sortQuery(query: QueryInput, sortBy: SortBy, sortMode: SortMode): string {
  const params = new URLSearchParams(query);
  params.set('sort_by', sortBy);
  params.set('sort_mode', sortMode);
  params.delete('page');
  return params.toString();
}

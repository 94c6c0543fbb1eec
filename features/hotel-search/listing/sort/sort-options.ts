import { SORT_OPTIONS } from '../../constants';

export type SortOption = (typeof SORT_OPTIONS)[number];

/** Spec 2.5: the review sort option only for domestic searches. */
export function visibleSortOptions(isDomestic: boolean): SortOption[] {
  return SORT_OPTIONS.filter((option) => isDomestic || option.sort_by !== 'review');
}

export const sortOptionKey = (option: Pick<SortOption, 'sort_by' | 'sort_mode'>) => `${option.sort_by}_${option.sort_mode}`;

/** The sort in the address, or the default (the first option). */
export function currentSortKey(query: string | URLSearchParams): string {
  const params = new URLSearchParams(query);
  const fallback = SORT_OPTIONS[0];
  return sortOptionKey({
    sort_by: (params.get('sort_by') as SortOption['sort_by'] | null) ?? fallback.sort_by,
    sort_mode: (params.get('sort_mode') as SortOption['sort_mode'] | null) ?? fallback.sort_mode,
  });
}

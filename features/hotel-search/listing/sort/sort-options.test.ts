import { describe, expect, it } from 'vitest';
import { currentSortKey, visibleSortOptions } from './sort-options';

describe('visibleSortOptions', () => {
  it('offers the review sort only for domestic searches', () => {
    expect(visibleSortOptions(true).some((o) => o.sort_by === 'review')).toBe(true);
    expect(visibleSortOptions(false).some((o) => o.sort_by === 'review')).toBe(false);
    expect(visibleSortOptions(false)).toHaveLength(visibleSortOptions(true).length - 1);
  });
});

describe('currentSortKey', () => {
  it('reads the sort from the query, defaulting to popularity', () => {
    expect(currentSortKey('sort_by=price&sort_mode=asc')).toBe('price_asc');
    expect(currentSortKey('')).toBe('popularity_desc');
  });
});

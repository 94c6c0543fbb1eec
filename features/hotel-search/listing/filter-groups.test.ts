import { describe, expect, it } from 'vitest';
import type { SearchExtraData } from '../schemas';
import { filterGroups } from './filter-groups';

const entries = (keys: string[]) => keys.map((key, i) => ({ key, label: `L${key}`, count: i + 1 }));

const extra: SearchExtraData = {
  count_by_star: [{ key: '5', label: '5', count: 7 }, { key: '3', label: '3', count: 2 }],
  count_by_price_range: [{ key: '0-500000', label: '', count: 4 }],
  count_by_cities: entries(['11', '12']),
  count_by_area: entries(['21']),
  count_by_facilities: entries(['parking', 'wifi', 'pool', 'restaurant', 'spa', 'tenis', 'laundry', 'fitness', 'massage', 'golf', 'coffee']),
  count_by_type: [],
  min_price_all: 0,
  max_price_all: 0,
};

describe('filterGroups', () => {
  it('shows every domestic group that has entries, in order', () => {
    expect(filterGroups(extra, true).map((g) => g.param)).toEqual(['price', 'star', 'city', 'area', 'facility']);
  });

  it('shows only price and star for international searches', () => {
    expect(filterGroups(extra, false).map((g) => g.param)).toEqual(['price', 'star']);
  });

  it('caps the facilities at the first 10', () => {
    const facility = filterGroups(extra, true).find((g) => g.param === 'facility');
    expect(facility?.options).toHaveLength(10);
    expect(facility?.options.at(-1)?.key).toBe('golf');
  });

  it('lists star levels 5 to 1 with counts, 0 when missing', () => {
    const star = filterGroups(extra, true).find((g) => g.param === 'star');
    expect(star?.options.map((o) => [o.key, o.count])).toEqual([['5', 7], ['4', 0], ['3', 2], ['2', 0], ['1', 0]]);
  });

  it('adds unrated hotels only when some exist', () => {
    const withUnrated = { ...extra, count_by_star: [{ key: '0', label: '0', count: 1 }] };
    expect(filterGroups(withUnrated, true).find((g) => g.param === 'star')?.options.at(-1)?.key).toBe('0');
  });

  it('falls back to the default price bounds without extra data', () => {
    const groups = filterGroups(null, true);
    expect(groups.map((g) => g.param)).toEqual(['price', 'star']);
    expect(groups[0]?.options).toHaveLength(6);
  });
});

import { describe, expect, it } from 'vitest';
import type { SearchExtraData } from '../../schemas';
import { filterGroups } from './filter-groups';

const entries = (keys: string[]) => keys.map((key, i) => ({ key, label: `L${key}`, count: i + 1 }));

const extra: SearchExtraData = {
  count_by_star: [
    { key: '5', label: '5', count: 7 },
    { key: '3', label: '3', count: 2 },
  ],
  count_by_price_range: [{ key: '0-500000', label: '', count: 4 }],
  count_by_cities: entries(['11', '12']),
  count_by_area: entries(['21']),
  count_by_facilities: entries([
    'parking',
    'wifi',
    'pool',
    'restaurant',
    'spa',
    'tenis',
    'laundry',
    'fitness',
    'massage',
    'golf',
    'coffee',
  ]),
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

  it('lists the star levels that have hotels, 5 to 1, with counts', () => {
    const star = filterGroups(extra, true).find((g) => g.param === 'star');
    expect(star?.options.map((o) => [o.key, o.count])).toEqual([
      ['5', 7],
      ['3', 2],
    ]);
  });

  it('hides options no hotel matches (count 0), but keeps a ticked one so it can be unticked', () => {
    const zeros: SearchExtraData = {
      ...extra,
      count_by_price_range: [
        { key: '0-500000', label: '', count: 0 },
        { key: '500000-1000000', label: '', count: 3 },
      ],
      count_by_cities: [
        { key: '11', label: 'A', count: 0 },
        { key: '12', label: 'B', count: 2 },
      ],
      count_by_area: [{ key: '21', label: 'C', count: 0 }],
      count_by_type: [{ key: 'hotel', label: 'hotel', count: 0 }],
      count_by_star: [
        { key: '5', label: '5', count: 0 },
        { key: '0', label: '0', count: 0 },
      ],
      max_price_all: 3_000_000,
    };
    const keys = (groups: ReturnType<typeof filterGroups>, param: string) =>
      groups.find((g) => g.param === param)?.options.map((o) => o.key);
    const plain = filterGroups(zeros, true);
    expect(plain.map((g) => g.param)).toEqual(['price', 'city', 'facility']);
    expect(keys(plain, 'price')).toEqual(['500000-1000000']);
    expect(keys(plain, 'city')).toEqual(['12']);
    const ticked = filterGroups(zeros, true, { price: ['0-500000'], star: ['5', '0'], city: ['11'], area: ['21'], type: ['hotel'] });
    expect(ticked.map((g) => g.param)).toEqual(['price', 'star', 'city', 'area', 'facility', 'type']);
    expect(keys(ticked, 'price')).toEqual(['0-500000', '500000-1000000']);
    expect(keys(ticked, 'star')).toEqual(['5', '0']);
    expect(keys(ticked, 'city')).toEqual(['11', '12']);
  });

  it('keeps a ticked facility beyond the first 10 visible', () => {
    const facility = filterGroups(extra, true, { facility: ['coffee'] }).find((g) => g.param === 'facility');
    expect(facility?.options.map((o) => o.key)).toHaveLength(11);
    expect(facility?.options.at(-1)?.key).toBe('coffee');
  });

  it('adds unrated hotels only when some exist', () => {
    const withUnrated = { ...extra, count_by_star: [{ key: '0', label: '0', count: 1 }] };
    expect(
      filterGroups(withUnrated, true)
        .find((g) => g.param === 'star')
        ?.options.at(-1)?.key,
    ).toBe('0');
  });

  it('falls back to the default price bounds without extra data', () => {
    const groups = filterGroups(null, true);
    expect(groups.map((g) => g.param)).toEqual(['price', 'star']);
    expect(groups[0]?.options).toHaveLength(6);
  });
});

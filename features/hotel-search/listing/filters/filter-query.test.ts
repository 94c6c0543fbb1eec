import { describe, expect, it } from 'vitest';
import { nextSelection, rangeState, resetFiltersQuery, selectedValues, sortQuery, toggleFilterQuery } from './filter-query';

const STARS = ['5', '4', '3', '2', '1'];

describe('toggleFilterQuery', () => {
  const base = { options: STARS, isDomestic: true } as const;

  it('adds a value and removes the page', () => {
    const next = toggleFilterQuery('keyword=da-nang&page=3', { ...base, param: 'star', value: '4', checked: true });
    expect(next).toBe('keyword=da-nang&star=4');
  });

  it('comma-joins several values in option order', () => {
    const next = toggleFilterQuery('star=3', { ...base, param: 'star', value: '5', checked: true });
    expect(new URLSearchParams(next).get('star')).toBe('5,3');
  });

  it('removes the parameter when the list becomes empty', () => {
    expect(toggleFilterQuery('star=3&nights=2', { ...base, param: 'star', value: '3', checked: false })).toBe('nights=2');
  });

  it('keeps a selected value that is not among the options', () => {
    const next = toggleFilterQuery('city=99', { param: 'city', options: ['1', '2'], isDomestic: true, value: '2', checked: true });
    expect(new URLSearchParams(next).get('city')).toBe('2,99');
  });

  it('selects the contiguous range for international star filters', () => {
    const next = toggleFilterQuery('star=5', { param: 'star', options: STARS, isDomestic: false, value: '3', checked: true });
    expect(new URLSearchParams(next).get('star')).toBe('5,4,3');
  });

  it('keeps domestic selections individual', () => {
    const next = toggleFilterQuery('star=5', { param: 'star', options: STARS, isDomestic: true, value: '3', checked: true });
    expect(new URLSearchParams(next).get('star')).toBe('5,3');
  });

  it('does not use ranges for other international filters', () => {
    const next = toggleFilterQuery('type=hotel', {
      param: 'type',
      options: ['hotel', 'resort', 'villa'],
      isDomestic: false,
      value: 'villa',
      checked: true,
    });
    expect(new URLSearchParams(next).get('type')).toBe('hotel,villa');
  });
});

describe('nextSelection in range mode', () => {
  it('extends the range either way', () => {
    expect(nextSelection(STARS, ['4', '3'], '1', true, true)).toEqual(['4', '3', '2', '1']);
    expect(nextSelection(STARS, ['3'], '5', true, true)).toEqual(['5', '4', '3']);
  });

  it('shrinks from the end that is unchecked', () => {
    expect(nextSelection(STARS, ['5', '4', '3'], '5', false, true)).toEqual(['4', '3']);
    expect(nextSelection(STARS, ['5', '4', '3'], '3', false, true)).toEqual(['5', '4']);
    expect(nextSelection(STARS, ['4'], '4', false, true)).toEqual([]);
  });

  it('leaves the range when an in-between option is unchecked, and fills gaps', () => {
    expect(nextSelection(STARS, ['5', '4', '3'], '4', false, true)).toEqual(['5', '4', '3']);
    expect(nextSelection(STARS, ['5', '2'], '1', true, true)).toEqual(['5', '4', '3', '2', '1']);
  });
});

describe('rangeState', () => {
  it('checks the range and disables only the options strictly between', () => {
    expect(rangeState(STARS, ['4', '2'])).toEqual({
      '5': { checked: false, disabled: false },
      '4': { checked: true, disabled: false },
      '3': { checked: true, disabled: true },
      '2': { checked: true, disabled: false },
      '1': { checked: false, disabled: false },
    });
  });

  it('has nothing checked without a selection and nothing disabled for one value', () => {
    expect(Object.values(rangeState(STARS, [])).some((s) => s.checked || s.disabled)).toBe(false);
    expect(rangeState(STARS, ['3'])['3']).toEqual({ checked: true, disabled: false });
  });
});

describe('resetFiltersQuery', () => {
  it('removes every filter parameter and the page, keeping the search', () => {
    const query =
      'keyword=da-nang&checkInDate=01-12-2026&nights=2&price=0-500000&min_price=1&max_price=9&star=5&area=1&city=2&facility=wifi&type=hotel&page=4&sort_by=price&sort_mode=asc';
    expect(resetFiltersQuery(query)).toBe('keyword=da-nang&checkInDate=01-12-2026&nights=2&sort_by=price&sort_mode=asc');
  });
});

describe('sortQuery', () => {
  it('rewrites sort_by and sort_mode and removes the page', () => {
    expect(sortQuery('sort_by=price&sort_mode=asc&page=2&star=5', 'review', 'desc')).toBe('sort_by=review&sort_mode=desc&star=5');
  });
});

describe('selectedValues', () => {
  it('splits a comma list and drops blanks', () => {
    expect(selectedValues('star=5,,4', 'star')).toEqual(['5', '4']);
    expect(selectedValues('', 'star')).toEqual([]);
  });
});

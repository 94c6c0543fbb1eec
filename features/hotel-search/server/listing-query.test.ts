import { describe, expect, it } from 'vitest';
import { listingQuery } from './listing-query';

describe('listingQuery', () => {
  it('keeps valid parameters and the overrides', () => {
    const q = listingQuery({ star: '4,5', nights: '2', page: '3', utm_source: 'x' }, { keyword: 'da-nang' });
    expect(q).toMatchObject({ star: [4, 5], nights: 2, page: 3, keyword: 'da-nang' });
  });

  it('drops only the invalid values instead of failing', () => {
    const q = listingQuery({ star: '4,x', nights: '0', sort_by: 'cheapest', checkInDate: '2026-12-01', roomCount: '2' }, {});
    expect(q.star).toBeUndefined();
    expect(q.nights).toBe(1);
    expect(q.sort_by).toBe('popularity');
    expect(q.checkInDate).toBeUndefined();
    expect(q.roomCount).toBe(2);
  });

  it('takes the first of repeated parameters', () => {
    expect(listingQuery({ nights: ['3', '4'] }, {}).nights).toBe(3);
  });
});

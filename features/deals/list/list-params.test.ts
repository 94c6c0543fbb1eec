import { describe, expect, it } from 'vitest';
import { dealListHref, pagerPages, readDealListParams } from './list-params';

describe('deal list params', () => {
  it('reads a category and a page, ignoring junk', () => {
    expect(readDealListParams({ category: 'bien-dao', page: '3' })).toEqual({ category: 'bien-dao', page: 3 });
    expect(readDealListParams({ category: '<x>', page: '0' })).toEqual({ category: null, page: 1 });
    expect(readDealListParams({ category: ['mien-bac', 'x'], page: ['2'] })).toEqual({ category: 'mien-bac', page: 2 });
    expect(readDealListParams({ page: '-1' }).page).toBe(1);
    expect(readDealListParams({ page: '99999' }).page).toBe(1);
    expect(readDealListParams({ page: '5000' }).page).toBe(1000);
  });

  it('links page 1 and "all" without their parameter', () => {
    expect(dealListHref('/deals', { category: null, page: 1 })).toBe('/deals');
    expect(dealListHref('/deals', { category: 'bien', page: 1 })).toBe('/deals?category=bien');
    expect(dealListHref('/combo', { category: 'bien', page: 2 })).toBe('/combo?category=bien&page=2');
  });

  it('pages the pager shows', () => {
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pagerPages(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pagerPages(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});

import { describe, expect, it } from 'vitest';
import { priceBounds, visiblePriceRanges } from './price-bounds';

describe('priceBounds', () => {
  it('defaults to 0 and 50,000,000 VND without extra data', () => {
    expect(priceBounds(null)).toEqual({ min: 0, max: 50_000_000 });
    expect(priceBounds(undefined)).toEqual({ min: 0, max: 50_000_000 });
  });

  it('defaults when the bounds are empty or inverted', () => {
    expect(priceBounds({ min_price_all: 0, max_price_all: 0 })).toEqual({ min: 0, max: 50_000_000 });
    expect(priceBounds({ min_price_all: 900, max_price_all: 100 })).toEqual({ min: 0, max: 50_000_000 });
  });

  it('uses the search bounds when present', () => {
    expect(priceBounds({ min_price_all: 350_000, max_price_all: 2_400_000 })).toEqual({ min: 350_000, max: 2_400_000 });
  });
});

describe('visiblePriceRanges', () => {
  it('keeps every range within the default bounds', () => {
    expect(visiblePriceRanges({ min: 0, max: 50_000_000 })).toHaveLength(6);
  });

  it('drops ranges outside the bounds but keeps a selected one', () => {
    const keys = (selected?: string[]) => visiblePriceRanges({ min: 600_000, max: 1_500_000 }, selected).map((r) => r.key);
    expect(keys()).toEqual(['500000-1000000', '1000000-2000000']);
    expect(keys(['5000000-'])).toEqual(['500000-1000000', '1000000-2000000', '5000000-']);
  });

  it('keeps a range whose edge touches a bound', () => {
    const keys = visiblePriceRanges({ min: 500_000, max: 5_000_000 }).map((r) => r.key);
    expect(keys[0]).toBe('0-500000');
    expect(keys.at(-1)).toBe('5000000-');
  });
});

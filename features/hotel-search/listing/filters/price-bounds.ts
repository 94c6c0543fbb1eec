import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, PRICE_RANGES } from '../../constants';
import { type SearchExtraData } from '../../schemas';

type Bounds = { min: number; max: number };
type PriceRange = (typeof PRICE_RANGES)[number];

/** Spec 9: the price bounds of the search, 0 and 50,000,000 VND when extra data is missing or unusable. */
export function priceBounds(extra?: Pick<SearchExtraData, 'min_price_all' | 'max_price_all'> | null): Bounds {
  if (!extra || !(extra.max_price_all > 0) || extra.max_price_all < extra.min_price_all) {
    return { min: DEFAULT_MIN_PRICE, max: DEFAULT_MAX_PRICE };
  }
  return { min: Math.max(DEFAULT_MIN_PRICE, extra.min_price_all), max: extra.max_price_all };
}

/** The price ranges that overlap the bounds, plus any already selected (so it can be unticked). */
export function visiblePriceRanges(bounds: Bounds, selected: readonly string[] = []): PriceRange[] {
  return PRICE_RANGES.filter(
    (range) => selected.includes(range.key) || (range.min <= bounds.max && (range.max === null || range.max >= bounds.min)),
  );
}

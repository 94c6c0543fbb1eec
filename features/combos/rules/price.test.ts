import { describe, expect, it } from 'vitest';
import type { QuotePlan } from '@/features/hotels/index';
import { cheapestStayPrice, comboDayPrice, perAdultPrice } from './price';

const plan = (basePrice: number): QuotePlan => ({
  basePrice,
  weekendPercent: 0,
  seasonRules: [],
  promotionPercent: 0,
  vatRate: 8,
  vatIncluded: true,
  serviceFeePercent: 5,
  feeIncluded: true,
  memberDiscountPercent: 0,
  mobileRatePercent: 0,
});

describe('perAdultPrice (spec 9)', () => {
  it('divides by 1 when the adult number is 0 or missing', () => {
    expect(perAdultPrice(5_000_000, 0)).toBe(5_000_000);
    expect(perAdultPrice(5_000_000, null)).toBe(5_000_000);
    expect(perAdultPrice(5_000_000, undefined)).toBe(5_000_000);
  });
  it('keeps the total for 1 adult', () => {
    expect(perAdultPrice(4_321_000, 1)).toBe(4_321_000);
  });
  it('divides by n adults, rounded to the đồng', () => {
    expect(perAdultPrice(9_000_000, 2)).toBe(4_500_000);
    expect(perAdultPrice(10_000_000, 3)).toBe(3_333_333);
  });
});

describe('comboDayPrice', () => {
  it('adds the stay and both legs, takes the package discount off and rounds to the thousand', () => {
    const price = comboDayPrice({ stay: 3_000_000, outbound: 2_100_400, inbound: 1_900_300, discountPercent: 10, adultNumber: 2 });
    expect(price.gross).toBe(7_000_700);
    // 7,000,700 x 0.9 = 6,300,630 -> 6,301,000
    expect(price.total).toBe(6_301_000);
    expect(price.discount).toBe(7_000_700 - 6_301_000);
    expect(price.perAdult).toBe(3_150_500);
  });
  it('without a discount is the sum to the thousand', () => {
    expect(comboDayPrice({ stay: 1_000_400, outbound: 500_000, inbound: 500_000, discountPercent: 0, adultNumber: 1 }).total).toBe(
      2_000_000,
    );
  });
  it('never takes more than everything nor adds for an out-of-range percent', () => {
    expect(comboDayPrice({ stay: 1_000_000, outbound: 0, inbound: 0, discountPercent: 150, adultNumber: 1 }).total).toBe(0);
    expect(comboDayPrice({ stay: 1_000_000, outbound: 0, inbound: 0, discountPercent: -5, adultNumber: 1 }).total).toBe(1_000_000);
  });
});

describe('cheapestStayPrice', () => {
  it('is the cheapest plan of the room for the nights, null without plans', () => {
    const one = cheapestStayPrice([plan(1_000_000)], '2026-12-01', 2)!;
    const two = cheapestStayPrice([plan(1_200_000), plan(1_000_000)], '2026-12-01', 2)!;
    expect(two).toBe(one);
    expect(one).toBeGreaterThanOrEqual(2_000_000);
    expect(cheapestStayPrice([], '2026-12-01', 2)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { adultsOf, discountPercent, fromPrice, pricePerAdult } from './price';

describe('spec 9 combo price per adult', () => {
  it('divides by the number of adults', () => {
    expect(pricePerAdult(8_990_000, 2)).toBe(4_495_000);
    expect(pricePerAdult(9_000_000, 3)).toBe(3_000_000);
    expect(pricePerAdult(10_000_001, 2)).toBe(5_000_001);
  });
  it('takes 1 adult for 1, 0, a missing or a nonsense count', () => {
    expect(pricePerAdult(5_490_000, 1)).toBe(5_490_000);
    expect(pricePerAdult(5_490_000, 0)).toBe(5_490_000);
    expect(pricePerAdult(5_490_000, null)).toBe(5_490_000);
    expect(pricePerAdult(5_490_000, undefined)).toBe(5_490_000);
    expect(pricePerAdult(5_490_000, -2)).toBe(5_490_000);
    expect(pricePerAdult(5_490_000, 1.5)).toBe(5_490_000);
  });
  it("reads a deal's adults from its flights, 1 without any", () => {
    expect(adultsOf([])).toBe(1);
    expect(adultsOf([{ adultNumber: 2 }, { adultNumber: 1 }])).toBe(2);
  });
});

describe('deal discount percent', () => {
  it('is the whole percent off, rounded down', () => {
    expect(discountPercent(1_650_000, 990_000)).toBe(40);
    expect(discountPercent(3_000_000, 1_790_000)).toBe(40);
    expect(discountPercent(3, 2)).toBe(33);
  });
  it('is 0 without a saving or a list price', () => {
    expect(discountPercent(1_000, 1_000)).toBe(0);
    expect(discountPercent(0, 500)).toBe(0);
    expect(discountPercent(500, 900)).toBe(0);
  });
});

describe('the one "from" price over every seeded deal', () => {
  it('is the cheapest option, and its sell price per adult is the per-adult price every page shows', async () => {
    const { SEED_DEALS } = await import('../seed/catalogue');
    for (const [i, deal] of SEED_DEALS.entries()) {
      const options = deal.prices.map((p, n) => ({ id: i * 10 + n, sell_price: p.sellPrice, list_price: p.listPrice }));
      const from = fromPrice(options, deal.adults)!;
      const cheapest = Math.min(...deal.prices.map((p) => p.sellPrice));
      expect(from.option.sell_price, deal.nameVi).toBe(cheapest);
      expect(from.perAdult, deal.nameVi).toBe(Math.round(cheapest / deal.adults));
      expect(from.perAdult * deal.adults - cheapest, deal.nameVi).toBeLessThanOrEqual(deal.adults / 2);
      if (deal.comboType === null) expect(from.perAdult, deal.nameVi).toBe(cheapest);
    }
  });
  it('ties go to the lower id; no option, no price', () => {
    expect(
      fromPrice(
        [
          { id: 2, sell_price: 5, list_price: 9 },
          { id: 1, sell_price: 5, list_price: 8 },
        ],
        1,
      )!.option.id,
    ).toBe(1);
    expect(fromPrice([], 2)).toBeNull();
    expect(fromPrice([{ id: 1, sell_price: 8_990_001, list_price: 12_800_001 }], 2)).toMatchObject({
      perAdult: 4_495_001,
      listPerAdult: 6_400_001,
    });
  });
});

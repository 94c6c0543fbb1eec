import { describe, expect, it } from 'vitest';
import { priceView } from './price-view';

// Three nights; VAT and fees are a factor of 1.1 on every price.
const hotel = {
  final_price: {
    nightly: { inclusive: 1_100_000, exclusive: 1_000_000 },
    total: { inclusive: 3_300_001, exclusive: 3_000_001 },
  },
  discount: {
    has_discount: true,
    nightly: { strikethrough: 2_200_000, percent: 50 },
    total: { strikethrough: 6_600_002, percent: 50 },
  },
  show_prices: {
    promotion: { show: false, title: null },
    mobile_rate: { show: false, percent: 0 },
    member_discount: { show: true, percent: 10, nightly: 990_000 },
  },
};

describe('priceView: the 2x2 matrix of flags', () => {
  it('one night, inclusive', () => {
    expect(priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: true }, 3)).toEqual({
      amount: 1_100_000,
      strikethrough: 2_200_000,
      percent: 50,
      labelKey: 'price.nightInclusive',
      tooltipAmount: 1_100_000,
      memberAmount: 990_000,
      member: null,
    });
  });

  it('one night, exclusive', () => {
    expect(priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: false }, 3)).toEqual({
      amount: 1_000_000,
      strikethrough: 2_000_000,
      percent: 50,
      labelKey: 'price.nightExclusive',
      tooltipAmount: 1_000_000,
      memberAmount: 900_000,
      member: null,
    });
  });

  it('whole stay, inclusive: the tooltip is the total divided by the nights, rounded to VND', () => {
    expect(priceView(hotel, { isPriceOneNight: false, isShowFinalPriceHotel: true }, 3)).toEqual({
      amount: 3_300_001,
      strikethrough: 6_600_002,
      percent: 50,
      labelKey: 'price.totalInclusive',
      tooltipAmount: 1_100_000,
      memberAmount: 2_970_001,
      member: null,
    });
  });

  it('whole stay, exclusive', () => {
    const view = priceView(hotel, { isPriceOneNight: false, isShowFinalPriceHotel: false }, 3);
    expect(view.amount).toBe(3_000_001);
    expect(view.labelKey).toBe('price.totalExclusive');
    expect(view.tooltipAmount).toBe(1_000_000);
    expect(view.strikethrough).toBe(6_000_002);
  });
});

describe('priceView: discount and member price', () => {
  const flags = { isPriceOneNight: true, isShowFinalPriceHotel: true };

  it('shows no strike-through or percent without a discount', () => {
    const view = priceView({ ...hotel, discount: { ...hotel.discount, has_discount: false } }, flags, 3);
    expect(view.strikethrough).toBeNull();
    expect(view.percent).toBeNull();
  });

  it('ignores a struck-through price that is not above the price', () => {
    const discount = { ...hotel.discount, nightly: { strikethrough: 1_100_000, percent: 0 } };
    expect(priceView({ ...hotel, discount }, flags, 3).strikethrough).toBeNull();
  });

  it('has no member price when the member discount is hidden or not lower', () => {
    const hidden = { ...hotel.show_prices, member_discount: { show: false, percent: 10, nightly: 990_000 } };
    expect(priceView({ ...hotel, show_prices: hidden }, flags, 3).memberAmount).toBeNull();
    const higher = { ...hotel.show_prices, member_discount: { show: true, percent: 10, nightly: 1_200_000 } };
    expect(priceView({ ...hotel, show_prices: higher }, flags, 3).memberAmount).toBeNull();
  });
});

describe('priceView: a confirmed member', () => {
  it("shows the member's own price under the public one, with every discount that made it", () => {
    const member = priceView(hotel, { isPriceOneNight: false, isShowFinalPriceHotel: true }, 3, { loyaltyDiscountPercent: 2 });
    expect(member.amount).toBe(3_300_001);
    expect(member.member).toEqual({
      amount: 2_910_601,
      percent: 12,
      lines: [
        { kind: 'member_discount', percent: 10 },
        { kind: 'loyalty_discount', percent: 2 },
      ],
    });
  });

  it('has no member price when nothing applies to the member', () => {
    const plain = { ...hotel, show_prices: { ...hotel.show_prices, member_discount: { show: false, percent: 0, nightly: null } } };
    expect(priceView(plain, { isPriceOneNight: true, isShowFinalPriceHotel: true }, 3, { loyaltyDiscountPercent: 0 }).member).toBeNull();
    expect(priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: true }, 3).member).toBeNull();
  });
});

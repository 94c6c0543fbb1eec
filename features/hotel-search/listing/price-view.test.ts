import { describe, expect, it } from 'vitest';
import { priceView, viewerNightly } from './price-view';

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
    member_discount: { show: true, percent: 10, nightly: 990_000, total: 2_970_001 },
  },
  rooms_available: 4,
  // a member's cheapest rate: 3 nights at 1,100,000 public, 10 % member discount
  member_rate: {
    rate_plan_id: 9,
    nights: 3,
    rooms_available: 2,
    total: { inclusive: 3_300_001, exclusive: 3_000_001 },
    member_percent: 10,
    mobile_percent: 0,
  },
};

describe('priceView: the 2x2 matrix of flags', () => {
  it('one night, inclusive', () => {
    expect(priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: true }, 3)).toEqual({
      amount: 1_100_000,
      strikethrough: 2_200_000,
      percent: 50,
      labelKey: 'price.nightInclusive',
      unitKey: 'unit.nightInclusive',
      tooltipAmount: 1_100_000,
      memberAmount: 990_000,
      member: null,
      roomsLeft: 4,
    });
  });

  it('one night, exclusive', () => {
    expect(priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: false }, 3)).toEqual({
      amount: 1_000_000,
      strikethrough: 2_000_000,
      percent: 50,
      labelKey: 'price.nightExclusive',
      unitKey: 'unit.nightExclusive',
      tooltipAmount: 1_000_000,
      memberAmount: 900_000,
      member: null,
      roomsLeft: 4,
    });
  });

  it('whole stay, inclusive: the tooltip is the total divided by the nights, rounded to VND', () => {
    expect(priceView(hotel, { isPriceOneNight: false, isShowFinalPriceHotel: true }, 3)).toEqual({
      amount: 3_300_001,
      strikethrough: 6_600_002,
      percent: 50,
      labelKey: 'price.totalInclusive',
      unitKey: 'unit.totalInclusive',
      tooltipAmount: 1_100_000,
      memberAmount: 2_970_001,
      member: null,
      roomsLeft: 4,
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
    const hidden = { ...hotel.show_prices, member_discount: { show: false, percent: 10, nightly: 990_000, total: 2_970_001 } };
    expect(priceView({ ...hotel, show_prices: hidden }, flags, 3).memberAmount).toBeNull();
    const higher = { ...hotel.show_prices, member_discount: { show: true, percent: 10, nightly: 1_200_000, total: 3_600_000 } };
    expect(priceView({ ...hotel, show_prices: higher }, flags, 3).memberAmount).toBeNull();
  });
});

describe('priceView: a confirmed member (issue 33: the struck-through price in the unit of the price beside it)', () => {
  const rates = { loyaltyDiscountPercent: 2 };
  it("shows the member's own price with the public one struck through, both for the whole stay", () => {
    const member = priceView(hotel, { isPriceOneNight: false, isShowFinalPriceHotel: true }, 3, rates);
    // 3,300,001 x 0.9 x 0.98
    expect(member).toMatchObject({
      amount: 2_910_601,
      strikethrough: 3_300_001,
      percent: 12,
      labelKey: 'price.totalInclusive',
      roomsLeft: 2,
    });
    expect(member.member?.lines).toEqual([
      { kind: 'member_discount', percent: 10 },
      { kind: 'loyalty_discount', percent: 2 },
    ]);
  });

  it('per night: both per night, never a stay total beside a nightly price', () => {
    const member = priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: true }, 3, rates);
    expect(member).toMatchObject({ amount: 970_200, strikethrough: 1_100_000, unitKey: 'unit.nightInclusive' });
    expect(viewerNightly(hotel, rates)).toBe(970_200);
  });

  it('before taxes and fees: both before taxes and fees', () => {
    const member = priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: false }, 3, rates);
    expect(member).toMatchObject({ amount: Math.round(Math.round((2_910_601 * 3_000_001) / 3_300_001) / 3), strikethrough: 1_000_000 });
  });

  it('has no member price when nothing applies to the member, and none for other viewers', () => {
    const plain = { ...hotel, member_rate: { ...hotel.member_rate, member_percent: 0 } };
    expect(priceView(plain, { isPriceOneNight: true, isShowFinalPriceHotel: true }, 3, { loyaltyDiscountPercent: 0 }).member).toBeNull();
    expect(priceView(hotel, { isPriceOneNight: true, isShowFinalPriceHotel: true }, 3).member).toBeNull();
    expect(viewerNightly(hotel, null)).toBe(1_100_000);
  });
});

import { describe, expect, it } from 'vitest';
import { memberPrice, memberTeaserPrice } from './member-price';

describe('member prices (spec 6)', () => {
  it('applies the member discount, the mobile rate and the level discount one after the other', () => {
    expect(memberPrice(1_000_000, { memberPercent: 10, mobilePercent: 5 }, { loyaltyDiscountPercent: 2 })).toEqual({
      price: 837_900,
      lines: [
        { kind: 'member_discount', percent: 10 },
        { kind: 'mobile_rate', percent: 5 },
        { kind: 'loyalty_discount', percent: 2 },
      ],
    });
  });

  it('lists only the discounts that apply, and is null when none does', () => {
    expect(memberPrice(1_000_000, { memberPercent: 0, mobilePercent: 0 }, { loyaltyDiscountPercent: 3 })).toEqual({
      price: 970_000,
      lines: [{ kind: 'loyalty_discount', percent: 3 }],
    });
    expect(memberPrice(1_000_000, { memberPercent: 0, mobilePercent: 0 }, { loyaltyDiscountPercent: 0 })).toBeNull();
    expect(memberPrice(0, { memberPercent: 10, mobilePercent: 0 }, { loyaltyDiscountPercent: 0 })).toBeNull();
  });

  it('never takes more than 90% off, nor adds to a price, whatever the data says', () => {
    expect(memberPrice(1_000_000, { memberPercent: 500, mobilePercent: -20 }, { loyaltyDiscountPercent: Number.NaN })?.price).toBe(100_000);
  });

  it('teases guests with what every member pays, only when a member discount is available', () => {
    expect(memberTeaserPrice(1_000_000, { memberPercent: 10, mobilePercent: 5 })).toBe(855_000);
    expect(memberTeaserPrice(1_000_000, { memberPercent: 0, mobilePercent: 5 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { memberPrice, priceStay } from '@/features/hotels/index';
import { offerPrices, type PlanForPricing } from './offer-prices';

const plan: PlanForPricing = {
  basePrice: 1_000_000,
  weekendPercent: 20,
  seasonRules: [],
  promotionPercent: 10,
  vatRate: 8,
  vatIncluded: false,
  serviceFeePercent: 5,
  feeIncluded: false,
  memberDiscountPercent: 10,
  mobileRatePercent: 5,
};
// a Thursday and a Friday night: one weekend night
const nights = ['2026-12-03', '2026-12-04'];

describe('offer prices (the listing rule on the hotel page)', () => {
  it('equals priceStay for the stay, per night as the stay total over the nights', () => {
    const stay = priceStay(plan, nights);
    const prices = offerPrices(plan, nights, { kind: 'guest' });
    expect(prices.totalInclusive).toBe(stay.inclusive);
    expect(prices.totalExclusive).toBe(stay.exclusive);
    expect(prices.listTotalInclusive).toBe(stay.listInclusive);
    expect(prices.publicNight).toBe(Math.round(stay.inclusive / 2));
    expect(prices.totalInclusive).toBeGreaterThan(prices.totalExclusive);
    expect(prices.listTotalInclusive).toBeGreaterThan(prices.totalInclusive);
  });

  it("gives a guest the public price and the members' teaser on the stay total", () => {
    const prices = offerPrices(plan, nights, { kind: 'guest' });
    expect(prices.payTotal).toBe(prices.totalInclusive);
    expect(prices.teaserNight).toBe(Math.round(Math.round(prices.totalInclusive * 0.9 * 0.95) / 2));
  });

  it("gives a confirmed member their own price on one room's stay total, a non-member the public one", () => {
    const member = offerPrices(plan, nights, { kind: 'signed-in', rates: { loyaltyDiscountPercent: 2 } });
    const expected = memberPrice(member.totalInclusive, { memberPercent: 10, mobilePercent: 5 }, { loyaltyDiscountPercent: 2 });
    expect(member.payTotal).toBe(expected?.price);
    expect(member.teaserNight).toBeNull();
    const other = offerPrices(plan, nights, { kind: 'signed-in', rates: null });
    expect(other.payTotal).toBe(other.totalInclusive);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingRequestFixture, withPrices } from '../checkout-fixture';
import { breakdownView, isCouponApplied, type BreakdownLine } from './breakdown-view';

const member = { signedIn: true, memberConfirmed: true };
const guest = { signedIn: false, memberConfirmed: false };
const excl = { isShowFinalPrice: false };
const incl = { isShowFinalPrice: true };
const ids = (lines: BreakdownLine[] | null) => lines?.map((line) => line.id) ?? null;

const coupon = (status: string, value: number, afterVat = false) => ({
  status,
  coupon_code: 'LYSAVE10',
  final_discount_value: value,
  campaign_data: { ref_data: { after_vat: afterVat } },
});
const withCoupon = (status: string, value: number, afterVat = false) =>
  withPrices(bookingRequestFixture({ coupon: coupon(status, value, afterVat) }), (p) => {
    p.coupon_discount = value;
    p.coupon_discount_excl = Math.round(value / 1.08);
  });

describe('spec 4 checkout price display: the variant', () => {
  it('is without VAT and fees at steps 1 and 3 when the flag is off', () => {
    for (const step of [1, 3] as const) {
      const view = breakdownView(bookingRequestFixture(), step, excl, guest);
      expect(view.variant).toBe('excl');
      expect(view.main[0]).toMatchObject({ id: 'room', vnd: 4_000_000 });
      expect(view.vat).toBeNull();
    }
    expect(breakdownView(bookingRequestFixture(), 1, excl, guest).total).toBe(3_833_333);
  });

  it('is with VAT and fees at step 2 even with the flag off', () => {
    const view = breakdownView(bookingRequestFixture(), 2, excl, guest);
    expect(view.variant).toBe('incl');
    expect(view.main[0]).toMatchObject({ id: 'room', vnd: 4_800_000 });
    expect(view.total).toBe(4_600_000);
  });

  it('is with VAT and fees at any step when the flag is on', () => {
    expect(breakdownView(bookingRequestFixture(), 1, incl, guest).variant).toBe('incl');
    expect(breakdownView(bookingRequestFixture(), 3, incl, guest).variant).toBe('incl');
  });
});

describe('spec 9 VAT line', () => {
  it('shows prices.vat x 10 as the percent, with the VAT amount and the service fee', () => {
    const view = breakdownView(bookingRequestFixture(), 2, incl, guest);
    expect(view.vat?.[0]).toEqual({ id: 'vat', label: { key: 'breakdown.vat', values: { percent: 8 } }, vnd: 340_000, discount: false });
    expect(view.vat?.[1]).toMatchObject({ id: 'service_fee', vnd: 200_000 });
  });

  it('keeps a fractional rate readable (0.55 -> 5.5 %)', () => {
    const request = withPrices(bookingRequestFixture(), (p) => (p.vat = 0.55));
    expect(breakdownView(request, 2, incl, guest).vat?.[0]?.label).toEqual({ key: 'breakdown.vat', values: { percent: 5.5 } });
  });
});

describe('spec 4 discount block', () => {
  const loyaltyShown = withPrices(bookingRequestFixture(), (p) => (p.show_prices.loyalty_discount.show = true));

  it('never shows at step 1, whatever applies', () => {
    expect(breakdownView(loyaltyShown, 1, incl, member).discounts).toBeNull();
    expect(breakdownView(withCoupon('SUCCESS', 100_000), 1, incl, member).discounts).toBeNull();
  });

  it('does not show after step 1 when nothing of the loyalty side applies', () => {
    expect(breakdownView(bookingRequestFixture(), 2, incl, member).discounts).toBeNull();
  });

  it('shows for a loyalty benefit with a price above 0, not for one at 0', () => {
    const benefit = (price: number) => bookingRequestFixture({ loyalty_benefit: { benefit_name: 'Nâng hạng phòng', benefit_name_en: 'Room upgrade', price } });
    expect(ids(breakdownView(benefit(150_000), 2, incl, member).discounts)).toEqual(['loyalty_benefit']);
    expect(breakdownView(benefit(0), 2, incl, member).discounts).toBeNull();
  });

  it('shows for a visible loyalty discount, its line only for a confirmed member', () => {
    expect(ids(breakdownView(loyaltyShown, 2, incl, member).discounts)).toEqual(['loyalty_discount']);
    expect(breakdownView(loyaltyShown, 2, incl, member).discounts?.[0]?.label).toEqual({ title: { vi: 'Ưu đãi hạng Bạc', en: 'Silver level discount' } });
    expect(ids(breakdownView(loyaltyShown, 2, incl, { signedIn: true, memberConfirmed: false }).discounts)).toEqual([]);
  });

  it('shows for a redeem status other than TEMPORARY or REDEEM_SETTINGS', () => {
    const redeem = (status: string) => bookingRequestFixture({ redeem_info: { status, additional_settings: { actual_redeem_point: 500 } } });
    expect(breakdownView(redeem('TEMPORARY'), 3, incl, member).discounts).toBeNull();
    expect(breakdownView(redeem('REDEEM_SETTINGS'), 3, incl, member).discounts).toBeNull();
    const view = breakdownView(redeem('REDEEMED'), 3, incl, member);
    expect(view.discounts).toEqual([{ id: 'redeem', label: { key: 'breakdown.redeemed', values: { points: 500 } }, vnd: null, discount: false }]);
  });

  it('shows for a coupon whose status is "success" in any case with a discount above 0', () => {
    for (const status of ['SUCCESS', 'success', 'Success']) {
      expect(ids(breakdownView(withCoupon(status, 100_000), 2, incl, member).discounts)).toEqual(['coupon']);
    }
    expect(breakdownView(withCoupon('FAILED', 100_000), 2, incl, member).discounts).toBeNull();
    expect(breakdownView(withCoupon('SUCCESS', 0), 2, incl, member).discounts).toBeNull();
  });
});

describe('spec 4 coupon placement', () => {
  it('puts an after-VAT coupon in the VAT block when VAT is requested', () => {
    const view = breakdownView(withCoupon('success', 100_000, true), 2, excl, member);
    expect(ids(view.vat)).toEqual(['vat', 'service_fee', 'coupon']);
    expect(ids(view.discounts)).toEqual([]);
    expect(view.vat?.[2]).toMatchObject({ vnd: 100_000, label: { key: 'breakdown.coupon', values: { code: 'LYSAVE10' } } });
  });

  it('puts an after-VAT coupon in the main block, without VAT and fees, when VAT is not requested', () => {
    const view = breakdownView(withCoupon('success', 108_000, true), 3, excl, member);
    expect(view.vat).toBeNull();
    expect(view.discounts).toEqual([expect.objectContaining({ id: 'coupon', vnd: 100_000 })]);
  });

  it('keeps a coupon without after_vat in the main block', () => {
    const view = breakdownView(withCoupon('SUCCESS', 100_000, false), 2, incl, member);
    expect(ids(view.discounts)).toEqual(['coupon']);
    expect(ids(view.vat)).toEqual(['vat', 'service_fee']);
  });

  it('compares the status case-insensitively in isCouponApplied too', () => {
    expect(isCouponApplied(coupon('sUcCeSs', 1))).toBe(true);
    expect(isCouponApplied(coupon('PENDING', 1))).toBe(false);
    expect(isCouponApplied(null)).toBe(false);
  });
});

describe('spec 6 member-only lines', () => {
  const mobile = withPrices(bookingRequestFixture(), (p) => (p.show_prices.mobile_rate = { ...p.show_prices.mobile_rate, show: true, percent: 2, incl_vat_fee_price: 90_000, excl_vat_fee_price: 75_000 }));

  it('shows member discount and mobile rate to a signed-in confirmed member', () => {
    const view = breakdownView(mobile, 1, excl, member);
    expect(ids(view.main)).toEqual(['room', 'promotion', 'member_discount', 'mobile_rate']);
    expect(view.main[2]).toEqual({ id: 'member_discount', label: { key: 'breakdown.memberDiscount', values: { percent: 3 } }, vnd: 100_000, discount: true });
    expect(view.main[3]).toMatchObject({ vnd: 75_000 });
  });

  it('hides them from a guest and from a signed-in visitor who is not a confirmed member', () => {
    expect(ids(breakdownView(mobile, 2, incl, guest).main)).toEqual(['room', 'promotion']);
    expect(ids(breakdownView(mobile, 2, incl, { signedIn: true, memberConfirmed: false }).main)).toEqual(['room', 'promotion']);
    expect(ids(breakdownView(mobile, 2, incl, { signedIn: false, memberConfirmed: true }).main)).toEqual(['room', 'promotion']);
  });
});

describe('promotion, percent discount and total', () => {
  it('shows the promotion with its title in both languages and the amount of the variant', () => {
    expect(breakdownView(bookingRequestFixture(), 2, incl, guest).main[1]).toEqual({
      id: 'promotion',
      label: { title: { vi: 'Ưu đãi mùa đông', en: 'Winter deal' } },
      vnd: 200_000,
      discount: true,
    });
    expect(breakdownView(bookingRequestFixture(), 1, excl, guest).main[1]).toMatchObject({ vnd: 166_667 });
  });

  it('leaves a hidden promotion out', () => {
    const request = withPrices(bookingRequestFixture(), (p) => (p.show_prices.promotion.show = false));
    expect(ids(breakdownView(request, 2, incl, guest).main)).toEqual(['room']);
  });

  it('takes the percent off from final_price incl_discount_value or excl_discount_value by variant', () => {
    const request = withPrices(bookingRequestFixture(), (p) => {
      p.final_price.incl_discount_value = 9;
      p.final_price.excl_discount_value = 7;
    });
    expect(breakdownView(request, 2, excl, guest).percentOff).toBe(9);
    expect(breakdownView(request, 1, excl, guest).percentOff).toBe(7);
  });

  it('hides the total line at step 3 only', () => {
    expect(breakdownView(bookingRequestFixture(), 3, incl, guest).total).toBeNull();
    expect(breakdownView(bookingRequestFixture(), 2, incl, guest).total).toBe(4_600_000);
    expect(breakdownView(bookingRequestFixture(), 1, incl, guest).total).toBe(4_600_000);
  });
});

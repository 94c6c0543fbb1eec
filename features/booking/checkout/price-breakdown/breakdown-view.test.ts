import { describe, expect, it } from 'vitest';
import type { BookingRequest } from '../../schemas';
import { bookingRequestFixture, withPrices } from '../checkout-fixture';
import { breakdownView, isCouponApplied, type BreakdownLine } from './breakdown-view';

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
      const view = breakdownView(bookingRequestFixture(), step, excl);
      expect(view.variant).toBe('excl');
      expect(view.main[0]).toMatchObject({ id: 'room', vnd: 4_000_000 });
      expect(view.vat).toBeNull();
    }
    expect(breakdownView(bookingRequestFixture(), 1, excl).total).toBe(3_833_333);
  });

  it('is with VAT and fees at step 2 even with the flag off', () => {
    const view = breakdownView(bookingRequestFixture(), 2, excl);
    expect(view.variant).toBe('incl');
    expect(view.main[0]).toMatchObject({ id: 'room', vnd: 4_800_000 });
    expect(view.total).toBe(4_600_000);
  });

  it('is with VAT and fees at any step when the flag is on', () => {
    expect(breakdownView(bookingRequestFixture(), 1, incl).variant).toBe('incl');
    expect(breakdownView(bookingRequestFixture(), 3, incl).variant).toBe('incl');
  });
});

describe('spec 9 VAT line', () => {
  it('shows prices.vat x 10 as the percent, with the VAT amount and the service fee', () => {
    const view = breakdownView(bookingRequestFixture(), 2, incl);
    expect(view.vat?.[0]).toEqual({ id: 'vat', label: { key: 'breakdown.vat', values: { percent: 8 } }, vnd: 340_000, discount: false });
    expect(view.vat?.[1]).toMatchObject({ id: 'service_fee', vnd: 200_000 });
  });

  it('keeps a fractional rate readable (0.55 -> 5.5 %)', () => {
    const request = withPrices(bookingRequestFixture(), (p) => (p.vat = 0.55));
    expect(breakdownView(request, 2, incl).vat?.[0]?.label).toEqual({ key: 'breakdown.vat', values: { percent: 5.5 } });
  });
});

describe('spec 4 discount block', () => {
  const loyaltyShown = withPrices(bookingRequestFixture(), (p) => (p.show_prices.loyalty_discount.show = true));

  it('never shows at step 1, whatever applies', () => {
    expect(breakdownView(loyaltyShown, 1, incl).discounts).toBeNull();
    expect(breakdownView(withCoupon('SUCCESS', 100_000), 1, incl).discounts).toBeNull();
  });

  it('does not show after step 1 when nothing of the loyalty side applies', () => {
    expect(breakdownView(bookingRequestFixture(), 2, incl).discounts).toBeNull();
  });

  it('shows for a loyalty benefit with a price above 0, not for one at 0', () => {
    const benefit = (price: number) => bookingRequestFixture({ loyalty_benefit: { benefit_name: 'Nâng hạng phòng', benefit_name_en: 'Room upgrade', price } });
    expect(ids(breakdownView(benefit(150_000), 2, incl).discounts)).toEqual(['loyalty_benefit']);
    expect(breakdownView(benefit(0), 2, incl).discounts).toBeNull();
  });

  it('shows for a visible loyalty discount, its line only when the request was member-priced', () => {
    expect(ids(breakdownView(loyaltyShown, 2, incl).discounts)).toEqual(['loyalty_discount']);
    expect(breakdownView(loyaltyShown, 2, incl).discounts?.[0]?.label).toEqual({ title: { vi: 'Ưu đãi hạng Bạc', en: 'Silver level discount' } });
    expect(ids(breakdownView({ ...loyaltyShown, member_priced: false }, 2, incl).discounts)).toEqual([]);
  });

  it('shows for a redeem status other than TEMPORARY or REDEEM_SETTINGS', () => {
    const redeem = (status: string) => bookingRequestFixture({ redeem_info: { status, additional_settings: { actual_redeem_point: 500 } } });
    expect(breakdownView(redeem('TEMPORARY'), 3, incl).discounts).toBeNull();
    expect(breakdownView(redeem('REDEEM_SETTINGS'), 3, incl).discounts).toBeNull();
    const view = breakdownView(redeem('REDEEMED'), 3, incl);
    expect(view.discounts).toEqual([{ id: 'redeem', label: { key: 'breakdown.redeemed', values: { points: 500 } }, vnd: null, discount: false }]);
  });

  it('shows for a coupon whose status is "success" in any case with a discount above 0', () => {
    for (const status of ['SUCCESS', 'success', 'Success']) {
      expect(ids(breakdownView(withCoupon(status, 100_000), 2, incl).discounts)).toEqual(['coupon']);
    }
    expect(breakdownView(withCoupon('FAILED', 100_000), 2, incl).discounts).toBeNull();
    expect(breakdownView(withCoupon('SUCCESS', 0), 2, incl).discounts).toBeNull();
  });
});

describe('spec 4: the loyalty discount is listed once', () => {
  const silver = (benefit: BookingRequest['loyalty_benefit']) =>
    withPrices(bookingRequestFixture({ loyalty_benefit: benefit }), (p) => (p.show_prices.loyalty_discount.show = true));

  it('drops a benefit that repeats the level discount with the same title and amount', () => {
    const view = breakdownView(silver({ benefit_name: 'Ưu đãi hạng Bạc', benefit_name_en: 'Silver level discount', price: 80_000 }), 2, incl);
    expect(ids(view.discounts)).toEqual(['loyalty_discount']);
  });

  it('drops it when only the amount or only the title repeats', () => {
    expect(ids(breakdownView(silver({ benefit_name: 'Giá thành viên Bạc', benefit_name_en: 'Silver member rate', price: 80_000 }), 2, incl).discounts)).toEqual(['loyalty_discount']);
    expect(ids(breakdownView(silver({ benefit_name: 'Ưu đãi hạng Bạc', benefit_name_en: 'x', price: 70_000 }), 2, excl).discounts)).toEqual(['loyalty_discount']);
  });

  it('keeps a benefit of its own beside the level discount', () => {
    const view = breakdownView(silver({ benefit_name: 'Nâng hạng phòng', benefit_name_en: 'Room upgrade', price: 150_000 }), 2, incl);
    expect(ids(view.discounts)).toEqual(['loyalty_discount', 'loyalty_benefit']);
  });

  it('keeps the benefit when the level discount is not listed (nothing is repeated)', () => {
    const request = { ...silver({ benefit_name: 'Ưu đãi hạng Bạc', benefit_name_en: 'Silver level discount', price: 80_000 }), member_priced: false };
    expect(ids(breakdownView(request, 2, incl).discounts)).toEqual(['loyalty_benefit']);
  });
});

describe('spec 4 coupon placement (apart from the discount block gate)', () => {
  it('puts an after-VAT coupon in the VAT block when VAT is requested', () => {
    const view = breakdownView(withCoupon('success', 100_000, true), 2, excl);
    expect(ids(view.vat)).toEqual(['vat', 'service_fee', 'coupon']);
    expect(ids(view.discounts)).toEqual([]);
    expect(ids(view.main)).not.toContain('coupon');
    expect(view.vat?.[2]).toMatchObject({ vnd: 100_000, label: { key: 'breakdown.coupon', values: { code: 'LYSAVE10' } } });
  });

  it('puts an after-VAT coupon in the main block, without VAT and fees, when VAT is not requested', () => {
    const view = breakdownView(withCoupon('success', 108_000, true), 3, excl);
    expect(view.vat).toBeNull();
    expect(view.main.at(-1)).toEqual(expect.objectContaining({ id: 'coupon', vnd: 100_000 }));
    expect(ids(view.discounts)).toEqual([]);
  });

  it('puts a before-VAT coupon in the discount block when that block shows', () => {
    const view = breakdownView(withCoupon('SUCCESS', 100_000, false), 2, incl);
    expect(ids(view.discounts)).toEqual(['coupon']);
    expect(ids(view.vat)).toEqual(['vat', 'service_fee']);
    expect(ids(view.main)).not.toContain('coupon');
  });

  it('at step 1, where the discount block never shows, puts a before-VAT coupon in the main block', () => {
    for (const flags of [incl, excl]) {
      const view = breakdownView(withCoupon('SUCCESS', 108_000, false), 1, flags);
      expect(view.discounts).toBeNull();
      expect(view.main.at(-1)).toEqual(expect.objectContaining({ id: 'coupon', vnd: flags === incl ? 108_000 : 100_000, discount: true }));
      expect(ids(view.vat ?? [])).not.toContain('coupon');
    }
  });

  it('at step 1 puts an after-VAT coupon in the VAT block with VAT, else in the main block', () => {
    expect(ids(breakdownView(withCoupon('SUCCESS', 108_000, true), 1, incl).vat)).toEqual(['vat', 'service_fee', 'coupon']);
    expect(ids(breakdownView(withCoupon('SUCCESS', 108_000, true), 1, excl).main)).toEqual(['room', 'promotion', 'member_discount', 'coupon']);
  });

  it('lists the coupon exactly once, whatever the step and variant', () => {
    for (const step of [1, 2, 3] as const) {
      for (const flags of [incl, excl]) {
        for (const afterVat of [true, false]) {
          const view = breakdownView(withCoupon('SUCCESS', 108_000, afterVat), step, flags);
          const all = [...view.main, ...(view.discounts ?? []), ...(view.vat ?? [])];
          expect(all.filter((line) => line.id === 'coupon')).toHaveLength(1);
        }
      }
    }
  });

  it('lists no coupon that is not applied', () => {
    const view = breakdownView(withCoupon('FAILED', 108_000, false), 1, incl);
    expect([...view.main, ...(view.vat ?? [])].map((line) => line.id)).not.toContain('coupon');
  });

  it('compares the status case-insensitively in isCouponApplied too', () => {
    expect(isCouponApplied(coupon('sUcCeSs', 1))).toBe(true);
    expect(isCouponApplied(coupon('PENDING', 1))).toBe(false);
    expect(isCouponApplied(null)).toBe(false);
  });
});

describe('spec 6 member-only lines', () => {
  const mobile = withPrices(bookingRequestFixture(), (p) => (p.show_prices.mobile_rate = { ...p.show_prices.mobile_rate, show: true, percent: 2, incl_vat_fee_price: 90_000, excl_vat_fee_price: 75_000 }));

  it('shows member discount and mobile rate when the server priced the request for a member', () => {
    const view = breakdownView(mobile, 1, excl);
    expect(ids(view.main)).toEqual(['room', 'promotion', 'member_discount', 'mobile_rate']);
    expect(view.main[2]).toEqual({ id: 'member_discount', label: { key: 'breakdown.memberDiscount', values: { percent: 3 } }, vnd: 100_000, discount: true });
    expect(view.main[3]).toMatchObject({ vnd: 75_000 });
  });

  it('hides them when the request was priced for a guest or an unconfirmed member (member_priced false)', () => {
    const publicPriced = { ...mobile, member_priced: false };
    expect(ids(breakdownView(publicPriced, 2, incl).main)).toEqual(['room', 'promotion']);
    expect(ids(breakdownView(publicPriced, 1, excl).main)).toEqual(['room', 'promotion']);
  });
});

describe('promotion, percent discount and total', () => {
  it('shows the promotion with its title in both languages and the amount of the variant', () => {
    expect(breakdownView(bookingRequestFixture(), 2, incl).main[1]).toEqual({
      id: 'promotion',
      label: { title: { vi: 'Ưu đãi mùa đông', en: 'Winter deal' } },
      vnd: 200_000,
      discount: true,
    });
    expect(breakdownView(bookingRequestFixture(), 1, excl).main[1]).toMatchObject({ vnd: 166_667 });
  });

  it('leaves a hidden promotion out', () => {
    const request = withPrices(bookingRequestFixture({ member_priced: false }), (p) => (p.show_prices.promotion.show = false));
    expect(ids(breakdownView(request, 2, incl).main)).toEqual(['room']);
  });

  it('takes the percent off from final_price incl_discount_value or excl_discount_value by variant', () => {
    const request = withPrices(bookingRequestFixture(), (p) => {
      p.final_price.incl_discount_value = 9;
      p.final_price.excl_discount_value = 7;
    });
    expect(breakdownView(request, 2, excl).percentOff).toBe(9);
    expect(breakdownView(request, 1, excl).percentOff).toBe(7);
  });

  it('hides the total line at step 3 only', () => {
    expect(breakdownView(bookingRequestFixture(), 3, incl).total).toBeNull();
    expect(breakdownView(bookingRequestFixture(), 2, incl).total).toBe(4_600_000);
    expect(breakdownView(bookingRequestFixture(), 1, incl).total).toBe(4_600_000);
  });
});

import { describe, expect, it } from 'vitest';
import { signedVnd, summands } from '@/features/hotels/index';
import { breakdownView, isCouponApplied, type BreakdownView } from './breakdown-view';
import { quotedRequest } from './quoted-request';

const excl = { isShowFinalPrice: false };
const incl = { isShowFinalPrice: true };
const ids = (view: BreakdownView) => view.lines.map((line) => line.id);
const sum = (view: BreakdownView) => summands(view.lines).reduce((s, l) => s + signedVnd(l), 0);

describe('spec 4 checkout price display: the variant', () => {
  it('is without VAT and fees at steps 1 and 3 when the flag is off, with VAT and fees at step 2 whatever the flag', () => {
    expect(breakdownView(quotedRequest(), 1, excl).variant).toBe('excl');
    expect(breakdownView(quotedRequest(), 3, excl).variant).toBe('excl');
    expect(breakdownView(quotedRequest(), 2, excl).variant).toBe('incl');
    expect(breakdownView(quotedRequest(), 1, incl).variant).toBe('incl');
  });

  it('the total is the charged amount in both variants and on every step (issue 33 over spec 4)', () => {
    const request = quotedRequest({ coupon: { amount: 100_000, afterVat: false } });
    for (const step of [1, 2, 3] as const) {
      for (const flags of [incl, excl]) {
        const view = breakdownView(request, step, flags);
        expect(view.total).toBe(request.prices.final_price.inclusive);
        expect(sum(view)).toBe(view.total);
      }
    }
  });

  it('takes the percent off from final_price incl_discount_value or excl_discount_value by variant', () => {
    const request = quotedRequest();
    expect(breakdownView(request, 1, incl).percentOff).toBe(request.prices.final_price.incl_discount_value);
    expect(breakdownView(request, 1, excl).percentOff).toBe(request.prices.final_price.excl_discount_value);
  });
});

describe('spec 9 VAT line', () => {
  it('shows prices.vat x 10 as the percent, as information in the inclusive layout and as a summand in the exclusive one', () => {
    const request = quotedRequest();
    expect(breakdownView(request, 2, incl).lines.find((l) => l.id === 'vat')).toMatchObject({
      kind: 'included',
      percent: 8,
      vnd: request.prices.vat_amount,
    });
    expect(breakdownView(request, 1, excl).lines.find((l) => l.id === 'vat')).toMatchObject({ kind: 'add', percent: 8 });
  });
});

describe('spec 4 coupon and points, spec 6 member lines', () => {
  it('lists an applied coupon once, whatever the step and variant; status compared case-insensitively', () => {
    for (const afterVat of [true, false]) {
      const request = quotedRequest({ coupon: { amount: 100_000, afterVat } });
      request.coupon!.status = 'success';
      for (const step of [1, 2, 3] as const)
        for (const flags of [incl, excl]) expect(ids(breakdownView(request, step, flags)).filter((id) => id === 'coupon')).toHaveLength(1);
    }
    expect(
      isCouponApplied({ status: 'Success', coupon_code: 'A', final_discount_value: 1, campaign_data: { ref_data: { after_vat: false } } }),
    ).toBe(true);
    expect(
      isCouponApplied({ status: 'FAILED', coupon_code: 'A', final_discount_value: 1, campaign_data: { ref_data: { after_vat: false } } }),
    ).toBe(false);
  });

  it('shows the points spent on the coupon as a note, at every step', () => {
    const request = quotedRequest({ coupon: { amount: 100_000, afterVat: true, points: 800 } });
    for (const step of [1, 2, 3] as const)
      expect(breakdownView(request, step, incl).lines.find((l) => l.id === 'points')).toMatchObject({ kind: 'note', points: 800 });
  });

  it('lists the member lines on every step for a member-priced request, none for a guest', () => {
    for (const step of [1, 2, 3] as const)
      expect(ids(breakdownView(quotedRequest(), step, incl))).toEqual(
        expect.arrayContaining(['member_discount', 'mobile_rate', 'loyalty_discount']),
      );
    expect(ids(breakdownView(quotedRequest({ member: false }), 1, incl))).toEqual(['room', 'promotion', 'vat', 'service_fee']);
  });
});

describe('step 3: the chosen payment method', () => {
  it('adds its fee to the total, and a stay voucher makes the total 0', () => {
    const request = quotedRequest();
    expect(breakdownView(request, 3, incl, { feeVnd: 12_000, voucher: false }).total).toBe(request.prices.final_price.inclusive + 12_000);
    expect(breakdownView(request, 3, incl, { feeVnd: 0, voucher: true }).total).toBe(0);
    // before step 3 no method is chosen yet
    expect(breakdownView(request, 2, incl, { feeVnd: 12_000, voucher: false }).total).toBe(request.prices.final_price.inclusive);
  });
});

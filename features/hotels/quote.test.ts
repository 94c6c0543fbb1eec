import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { memberPrice } from './member-price';
import { priceNight, priceStay } from './pricing';
import { quoteStay, type QuoteCoupon, type QuotePlan } from './quote';

const plan: QuotePlan = {
  basePrice: 1_000_000,
  weekendPercent: 20,
  seasonRules: [{ from: '06-01', to: '08-31', percent: 15 }],
  promotionPercent: 10,
  vatRate: 10,
  vatIncluded: false,
  serviceFeePercent: 5,
  feeIncluded: false,
  memberDiscountPercent: 10,
  mobileRatePercent: 5,
};
// Thursday and Friday (a weekend night)
const nights = ['2026-11-26', '2026-11-27'];
const guest = (coupon: QuoteCoupon | null = null) =>
  quoteStay({ lines: [{ plan, roomCount: 2 }], nightDates: nights, rates: null, coupon });
const coupon = (over: Partial<QuoteCoupon>): QuoteCoupon => ({
  code: 'C',
  discountType: 'amount',
  discountValue: 50_000,
  maxDiscountVnd: null,
  afterVat: true,
  ...over,
});

describe('quoteStay', () => {
  it('prices weekday and weekend nights per night, times the rooms, fee and VAT adding up to the inclusive price', () => {
    const { prices, lines } = guest();
    expect(lines[0]!.nightly).toEqual([
      { date: '2026-11-26', price: 1_039_500, price_excl: 900_000 },
      { date: '2026-11-27', price: 1_247_400, price_excl: 1_080_000 },
    ]);
    expect(prices).toMatchObject({
      base_price: 4_400_000,
      base_price_incl: 5_082_000,
      total_price: 4_573_800,
      total_price_excl: 3_960_000,
    });
    expect(prices).toMatchObject({ service_fee: 198_000, vat_amount: 415_800, vat: 1 });
    expect(prices.show_prices.promotion).toMatchObject({
      show: true,
      percent: 10,
      incl_vat_fee_price: 508_200,
      excl_vat_fee_price: 440_000,
    });
    expect(prices.show_prices.member_discount.show).toBe(false);
    expect(prices.final_price).toEqual({ inclusive: 4_573_800, exclusive: 3_960_000, incl_discount_value: 10, excl_discount_value: 10 });
  });

  it('adds the season surcharge', () => {
    const { prices } = quoteStay({
      lines: [{ plan: { ...plan, promotionPercent: 0 }, roomCount: 1 }],
      nightDates: ['2026-07-06'],
      rates: null,
    });
    expect(prices.base_price).toBe(1_150_000);
    expect(prices.show_prices.promotion).toMatchObject({ show: false, incl_vat_fee_price: 0 });
  });

  it('splits a member price into member discount, mobile rate and loyalty discount, summing exactly', () => {
    const { prices, lines } = quoteStay({ lines: [{ plan, roomCount: 2 }], nightDates: nights, rates: { loyaltyDiscountPercent: 5 } });
    const s = prices.show_prices;
    expect([s.member_discount.incl_vat_fee_price, s.mobile_rate.incl_vat_fee_price, s.loyalty_discount.incl_vat_fee_price]).toEqual([
      457_380, 205_820, 195_530,
    ]);
    expect([s.member_discount.excl_vat_fee_price, s.mobile_rate.excl_vat_fee_price, s.loyalty_discount.excl_vat_fee_price]).toEqual([
      396_000, 178_199, 169_290,
    ]);
    expect([s.member_discount.percent, s.mobile_rate.percent, s.loyalty_discount.percent]).toEqual([10, 5, 5]);
    expect(prices.total_price).toBe(
      2 * memberPrice(2_286_900, { memberPercent: 10, mobilePercent: 5 }, { loyaltyDiscountPercent: 5 })!.price,
    );
    expect(prices).toMatchObject({ total_price: 3_715_070, total_price_excl: 3_216_511, service_fee: 160_826, vat_amount: 337_733 });
    expect(lines[0]).toMatchObject({ total_price: 4_573_800, final_price: 3_715_070 });
  });

  it('takes a before-VAT coupon off the exclusive subtotal, recomputes fee and VAT, and caps what the traveller sees', () => {
    // 10 % of 3,960,000 is 396,000 exclusive, 457,380 inclusive: the 200,000 cap holds the inclusive discount
    const { prices, couponDiscount } = guest(
      coupon({ discountType: 'percent', discountValue: 10, maxDiscountVnd: 200_000, afterVat: false }),
    );
    expect([prices.coupon_discount_excl, prices.coupon_discount, couponDiscount]).toEqual([173_160, 200_000, 200_000]);
    expect(prices.final_price).toMatchObject({ inclusive: 4_373_800, exclusive: 3_786_840 });
    expect([prices.service_fee, prices.vat_amount]).toEqual([189_342, 397_618]);
    expect(prices.final_price.exclusive + prices.service_fee + prices.vat_amount).toBe(prices.final_price.inclusive);
    expect(prices.total_price).toBe(4_573_800);
  });

  it('takes an after-VAT coupon off the inclusive subtotal', () => {
    const before = guest().prices;
    expect(guest(coupon({})).prices).toMatchObject({
      coupon_discount: 50_000,
      coupon_discount_excl: 0,
      service_fee: before.service_fee,
      vat_amount: before.vat_amount,
      final_price: { inclusive: 4_523_800, exclusive: 3_960_000 },
    });
    const percent = guest(coupon({ discountType: 'percent', discountValue: 10 })).prices;
    expect(percent.coupon_discount).toBe(457_380);
  });

  it('never takes more than the subtotal', () => {
    for (const afterVat of [true, false]) {
      const { prices } = guest(coupon({ discountValue: 99_999_999, afterVat }));
      expect(prices.final_price).toMatchObject({
        inclusive: 0,
        exclusive: afterVat ? prices.total_price_excl : 0,
        incl_discount_value: 100,
      });
      expect(prices.coupon_discount).toBe(4_573_800);
    }
  });

  it('sums lines of several plans and rooms', () => {
    const other: QuotePlan = { ...plan, basePrice: 2_000_000, promotionPercent: 20, memberDiscountPercent: 0, mobileRatePercent: 8 };
    const rates = { loyaltyDiscountPercent: 2 };
    const both = quoteStay({
      lines: [
        { plan, roomCount: 2 },
        { plan: other, roomCount: 3 },
      ],
      nightDates: nights,
      rates,
    });
    const one = quoteStay({ lines: [{ plan, roomCount: 2 }], nightDates: nights, rates }).prices;
    const two = quoteStay({ lines: [{ plan: other, roomCount: 3 }], nightDates: nights, rates }).prices;
    for (const key of ['base_price', 'base_price_incl', 'total_price', 'total_price_excl', 'service_fee', 'vat_amount'] as const) {
      expect(both.prices[key]).toBe(one[key] + two[key]);
    }
    expect(both.prices.show_prices.promotion.percent).toBe(20);
    expect(both.prices.show_prices.mobile_rate.incl_vat_fee_price).toBe(
      one.show_prices.mobile_rate.incl_vat_fee_price + two.show_prices.mobile_rate.incl_vat_fee_price,
    );
    expect(both.lines).toHaveLength(2);
  });

  it('gives the loyalty line its title', () => {
    const { prices } = quoteStay({
      lines: [{ plan, roomCount: 1 }],
      nightDates: nights,
      rates: { loyaltyDiscountPercent: 5 },
      loyaltyTitle: { vi: 'Ưu đãi hạng Vàng', en: 'Gold member rate' },
    });
    expect(prices.show_prices.loyalty_discount).toMatchObject({ show: true, title: 'Ưu đãi hạng Vàng', title_en: 'Gold member rate' });
  });
});

const planArb = fc.record({
  basePrice: fc.integer({ min: 100_000, max: 9_000_000 }),
  weekendPercent: fc.integer({ min: 0, max: 40 }),
  seasonRules: fc.constant([{ from: '12-20', to: '01-10', percent: 25 }]),
  promotionPercent: fc.integer({ min: 0, max: 60 }),
  vatRate: fc.constantFrom(0, 8, 10),
  vatIncluded: fc.boolean(),
  serviceFeePercent: fc.integer({ min: 0, max: 15 }),
  feeIncluded: fc.boolean(),
  memberDiscountPercent: fc.integer({ min: 0, max: 30 }),
  mobileRatePercent: fc.integer({ min: 0, max: 15 }),
});
const nightsArb = fc
  .tuple(
    fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-01T00:00:00Z'), noInvalidDate: true }),
    fc.integer({ min: 1, max: 30 }),
  )
  .map(([start, n]) => Array.from({ length: n }, (_, i) => new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10)));
const ratesArb = fc.option(fc.record({ loyaltyDiscountPercent: fc.integer({ min: 0, max: 10 }) }));
const couponArb = fc.option(
  fc
    .record({
      code: fc.constant('X'),
      discountType: fc.constantFrom('percent' as const, 'amount' as const),
      discountValue: fc.integer({ min: 1, max: 5_000_000 }),
      maxDiscountVnd: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
      afterVat: fc.boolean(),
    })
    .map((c) => (c.discountType === 'percent' ? { ...c, discountValue: (c.discountValue % 100) + 1 } : c)),
);
const linesArb = fc.array(fc.record({ plan: planArb, roomCount: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 5 });

describe('quoteStay invariants', () => {
  test.prop([linesArb, nightsArb, ratesArb, couponArb])(
    'incl = excl + fee + VAT, final <= total <= list, all integers',
    (lines, nightDates, rates, c) => {
      const { prices, lines: quoted } = quoteStay({ lines, nightDates, rates, coupon: c });
      for (const line of quoted) expect(line.final_price).toBe(line.final_price_excl + line.service_fee + line.vat_amount);
      if (!c) expect(prices.total_price).toBe(prices.total_price_excl + prices.service_fee + prices.vat_amount);
      for (const line of quoted) expect(Math.min(line.service_fee, line.vat_amount)).toBeGreaterThanOrEqual(0);
      expect(prices.final_price.inclusive).toBeLessThanOrEqual(prices.total_price);
      expect(prices.total_price).toBeLessThanOrEqual(prices.base_price_incl);
      expect(prices.final_price.inclusive).toBeGreaterThanOrEqual(0);
      expect(prices.final_price.exclusive).toBeGreaterThanOrEqual(0);
      expect(prices.coupon_discount).toBe(prices.total_price - prices.final_price.inclusive);
      const s = prices.show_prices;
      expect(s.member_discount.incl_vat_fee_price + s.mobile_rate.incl_vat_fee_price + s.loyalty_discount.incl_vat_fee_price).toBe(
        quoted.reduce((sum, l) => sum + l.total_price - l.final_price, 0),
      );
      const { vat: _vatRate, ...amounts } = prices;
      const numbers = JSON.stringify(amounts)
        .match(/-?\d+(\.\d+)?(e-?\d+)?/g)!
        .map(Number);
      expect(numbers.filter((n) => !Number.isInteger(n))).toEqual([]);
    },
  );

  const couponOf = (afterVat: boolean) => couponArb.filter((c) => c !== null).map((c) => ({ ...c!, afterVat }));

  test.prop([linesArb, nightsArb, ratesArb, couponOf(false)], {
    examples: [
      [
        [
          {
            plan: {
              ...plan,
              seasonRules: [{ from: '12-20', to: '01-10', percent: 25 }] as const,
              vatRate: 0,
              serviceFeePercent: 3,
              memberDiscountPercent: 0,
              mobileRatePercent: 0,
              promotionPercent: 0,
              weekendPercent: 0,
              basePrice: 1_432_241,
            },
            roomCount: 2,
          },
        ],
        ['2026-01-01', '2026-01-02', '2026-01-03'],
        { loyaltyDiscountPercent: 3 },
        { code: 'X', discountType: 'percent', discountValue: 2, maxDiscountVnd: 1, afterVat: false },
      ],
    ],
  })(
    'a before-VAT coupon: final exclusive + fee + VAT = final inclusive, fee and VAT recomputed, the cap bounds the inclusive discount',
    (lines, nightDates, rates, c) => {
      const without = quoteStay({ lines, nightDates, rates }).prices;
      const { prices, couponDiscount } = quoteStay({ lines, nightDates, rates, coupon: c });
      const f = prices.final_price;
      expect(f.inclusive).toBe(f.exclusive + prices.service_fee + prices.vat_amount);
      expect(couponDiscount).toBe(prices.coupon_discount);
      expect(prices.coupon_discount).toBeLessThanOrEqual(c.maxDiscountVnd ?? Infinity);
      expect(prices.coupon_discount_excl).toBe(prices.total_price_excl - f.exclusive);
      expect(prices.service_fee).toBeLessThanOrEqual(without.service_fee);
      for (const n of [
        prices.coupon_discount,
        prices.coupon_discount_excl,
        prices.service_fee,
        prices.vat_amount,
        f.inclusive,
        f.exclusive,
      ])
        expect(n).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([linesArb, nightsArb, ratesArb, couponOf(true)])(
    'an after-VAT coupon: only the inclusive total moves (exclusive, fee and VAT unchanged), capped, never negative',
    (lines, nightDates, rates, c) => {
      const without = quoteStay({ lines, nightDates, rates }).prices;
      const { prices } = quoteStay({ lines, nightDates, rates, coupon: c });
      const f = prices.final_price;
      expect(f.inclusive).toBe(f.exclusive + prices.service_fee + prices.vat_amount - prices.coupon_discount);
      expect([f.exclusive, prices.service_fee, prices.vat_amount, prices.coupon_discount_excl]).toEqual([
        without.total_price_excl,
        without.service_fee,
        without.vat_amount,
        0,
      ]);
      expect(prices.coupon_discount).toBeLessThanOrEqual(c.maxDiscountVnd ?? Infinity);
      for (const n of [prices.coupon_discount, f.inclusive]) expect(n).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([planArb, nightsArb, ratesArb])(
    'a one-room quote is the listing price, and its member price the listing member price',
    (p, nightDates, rates) => {
      const { prices } = quoteStay({ lines: [{ plan: p, roomCount: 1 }], nightDates, rates });
      const stay = priceStay(p, nightDates);
      expect(prices.base_price_incl).toBe(stay.listInclusive);
      const member = rates
        ? memberPrice(stay.inclusive, { memberPercent: p.memberDiscountPercent, mobilePercent: p.mobileRatePercent }, rates)
        : null;
      expect(prices.total_price).toBe(member?.price ?? stay.inclusive);
      expect(prices.show_prices.promotion.incl_vat_fee_price).toBe(stay.listInclusive - stay.inclusive);
      expect(priceNight(p, nightDates[0]!).inclusive).toBe(
        quoteStay({ lines: [{ plan: p, roomCount: 1 }], nightDates, rates: null }).lines[0]!.nightly[0]!.price,
      );
    },
  );
});

import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { convertLines } from '@/lib/money/convert-lines';
import { formatAmount } from '@/lib/money/format-money';
import { chargeLines, priceLines, signedVnd, summands, type PriceLines } from './price-lines';
import { quoteStay, type QuoteCoupon, type QuotePlan } from './quote';

const planArb: fc.Arbitrary<QuotePlan> = fc.record({
  basePrice: fc.integer({ min: 1, max: 30_000_000 }),
  weekendPercent: fc.integer({ min: 0, max: 40 }),
  seasonRules: fc.constant([{ from: '12-01', to: '12-31', percent: 15 }]),
  promotionPercent: fc.integer({ min: 0, max: 60 }),
  vatRate: fc.constantFrom(0, 5, 8, 10),
  vatIncluded: fc.boolean(),
  serviceFeePercent: fc.integer({ min: 0, max: 15 }),
  feeIncluded: fc.boolean(),
  memberDiscountPercent: fc.integer({ min: 0, max: 30 }),
  mobileRatePercent: fc.integer({ min: 0, max: 15 }),
});
const couponArb: fc.Arbitrary<QuoteCoupon | null> = fc.option(
  fc
    .record({
      code: fc.constant('LYSAVE'),
      discountType: fc.constantFrom('percent' as const, 'amount' as const),
      discountValue: fc.integer({ min: 1, max: 3_000_000 }).map((v) => v),
      maxDiscountVnd: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
      afterVat: fc.boolean(),
    })
    .map((c) => (c.discountType === 'percent' ? { ...c, discountValue: 1 + (c.discountValue % 60) } : c)),
  { nil: null },
);
const stayArb = fc.record({
  lines: fc.array(fc.record({ plan: planArb, roomCount: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 }),
  nights: fc.integer({ min: 1, max: 6 }),
  // null: a guest or an unconfirmed member (no member lines); a number: a confirmed member's level discount
  loyalty: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
  coupon: couponArb,
  points: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
  // the payment method's fee as the order keeps it (payment computes it; hotels must not import payment: a loop)
  feeVnd: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900_000 })),
  voucher: fc.boolean(),
  variant: fc.constantFrom('incl' as const, 'excl' as const),
  usdRate: fc.integer({ min: 20_000, max: 27_000 }).chain((r) => fc.constantFrom(r, r + 0.37)),
});

const nightsFrom = (n: number) => Array.from({ length: n }, (_, i) => `2026-12-${String(10 + i).padStart(2, '0')}`);
const total = (lines: PriceLines) => summands(lines.lines).reduce((s, l) => s + signedVnd(l), 0);

describe('priceLines: every breakdown adds up to what is charged (issue 33)', () => {
  test.prop([stayArb], { numRuns: 300, seed: 33 })('sum of lines == total == charged, in VND and in USD', (s) => {
    const quote = quoteStay({
      lines: s.lines,
      nightDates: nightsFrom(s.nights),
      rates: s.loyalty === null ? null : { loyaltyDiscountPercent: s.loyalty },
      coupon: s.coupon,
    });
    const { prices } = quote;
    // what the order charges (create-order: amountsWith on total_price and the coupon discount)
    const fee = s.feeVnd;
    const charged = s.voucher ? 0 : prices.final_price.inclusive + fee;
    const view = priceLines({
      prices,
      variant: s.variant,
      coupon: s.coupon ? { code: s.coupon.code, afterVat: s.coupon.afterVat } : null,
      pointsSpent: s.coupon ? s.points : null,
      paymentFeeVnd: fee,
      paidByVoucher: s.voucher,
    });
    expect(total(view)).toBe(view.total);
    expect(view.total).toBe(charged);
    for (const line of view.lines) expect(line.vnd).toBeGreaterThanOrEqual(0);
    // spec 6: member lines only for a confirmed member
    if (s.loyalty === null)
      expect(view.lines.some((l) => ['member_discount', 'mobile_rate', 'loyalty_discount'].includes(l.id))).toBe(false);
    // the exclusive subtotal is the running sum above it
    const sub = view.lines.findIndex((l) => l.kind === 'subtotal');
    if (sub >= 0) expect(view.lines.slice(0, sub).reduce((a, l) => a + signedVnd(l), 0)).toBe(view.lines[sub]!.vnd);
    // the order page and the mails show the same total from what the order keeps
    const order = chargeLines(prices.total_price, {
      coupon: prices.coupon_discount > 0 ? { code: 'LYSAVE', vnd: prices.coupon_discount } : null,
      paymentFeeVnd: fee,
      paidByVoucher: s.voucher,
    });
    expect(order.total).toBe(charged);

    // USD: the shown lines add up to the shown total, which is the total converted once
    const usd = convertLines(view.lines.map(signedVnd), 'USD', s.usdRate);
    const cents = usd.lines.reduce((a, v) => a + Math.round(v * 100), 0);
    expect(cents).toBe(Math.round(usd.total * 100));
    expect(formatAmount(usd.total, 'USD')).toBe(formatAmount(charged / s.usdRate, 'USD'));
    usd.lines.forEach((shown, i) => expect(Math.abs(shown - signedVnd(view.lines[i]!) / s.usdRate)).toBeLessThanOrEqual(0.0100001));
  });
});

describe('priceLines: the two layouts', () => {
  const plan: QuotePlan = {
    basePrice: 1_000_000,
    weekendPercent: 0,
    seasonRules: [],
    promotionPercent: 10,
    vatRate: 8,
    vatIncluded: false,
    serviceFeePercent: 5,
    feeIncluded: false,
    memberDiscountPercent: 10,
    mobileRatePercent: 5,
  };
  const quote = (coupon: QuoteCoupon | null) =>
    quoteStay({
      lines: [{ plan, roomCount: 2 }],
      nightDates: ['2026-12-08', '2026-12-09'],
      rates: { loyaltyDiscountPercent: 3 },
      coupon,
      loyaltyTitle: { vi: 'Ưu đãi hạng Bạc', en: 'Silver member rate' },
    });

  it('inclusive: VAT and service fee are "included" information, never summands', () => {
    const view = priceLines({ prices: quote(null).prices, variant: 'incl', coupon: null });
    expect(view.lines.map((l) => `${l.id}:${l.kind}`)).toEqual([
      'room:add',
      'promotion:subtract',
      'member_discount:subtract',
      'mobile_rate:subtract',
      'loyalty_discount:subtract',
      'vat:included',
      'service_fee:included',
    ]);
    expect(view.total).toBe(quote(null).prices.final_price.inclusive);
  });

  it('exclusive: list price before taxes, discounts, the labelled subtotal, then fee and VAT added, total = charged', () => {
    const { prices } = quote({ code: 'C', discountType: 'amount', discountValue: 200_000, maxDiscountVnd: null, afterVat: false });
    const view = priceLines({ prices, variant: 'excl', coupon: { code: 'C', afterVat: false }, paymentFeeVnd: 12_345 });
    expect(view.lines.map((l) => `${l.id}:${l.kind}`)).toEqual([
      'room:add',
      'promotion:subtract',
      'member_discount:subtract',
      'mobile_rate:subtract',
      'loyalty_discount:subtract',
      'coupon:subtract',
      'subtotal_excl:subtotal',
      'service_fee:add',
      'vat:add',
      'payment_fee:add',
    ]);
    expect(view.lines[0]!.vnd).toBe(prices.base_price);
    expect(view.total).toBe(prices.final_price.inclusive + 12_345);
  });

  it('exclusive with an after-VAT coupon: the coupon comes off after fee and VAT', () => {
    const { prices } = quote({ code: 'C', discountType: 'amount', discountValue: 200_000, maxDiscountVnd: null, afterVat: true });
    const view = priceLines({ prices, variant: 'excl', coupon: { code: 'C', afterVat: true } });
    expect(view.lines.slice(-2).map((l) => [l.id, l.vnd])).toEqual([
      ['vat', prices.vat_amount],
      ['coupon', 200_000],
    ]);
    expect(view.total).toBe(prices.final_price.inclusive);
  });

  it('a stay voucher pays everything: a voucher line takes the rest, total 0', () => {
    const view = chargeLines(4_000_000, { coupon: null, paymentFeeVnd: 0, paidByVoucher: true });
    expect(view.lines.map((l) => [l.id, signedVnd(l)])).toEqual([
      ['stay', 4_000_000],
      ['voucher', -4_000_000],
    ]);
    expect(view.total).toBe(0);
  });

  it('points spent are information beside the coupon, not money', () => {
    const { prices } = quote({ code: 'C', discountType: 'amount', discountValue: 100_000, maxDiscountVnd: null, afterVat: true });
    const view = priceLines({ prices, variant: 'incl', coupon: { code: 'C', afterVat: true }, pointsSpent: 500 });
    expect(view.lines.find((l) => l.id === 'points')).toEqual({ id: 'points', kind: 'note', vnd: 0, points: 500 });
    expect(view.total).toBe(prices.final_price.inclusive);
  });
});

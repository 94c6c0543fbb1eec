import { describe, expect, it } from 'vitest';
import { amountsWith, finalTotal, paymentFee } from './amounts';

describe('spec 9 payment fee', () => {
  it('is a percentage of the total minus the coupon discount, rounded to whole VND', () => {
    expect(paymentFee(2_000_000, 200_000, 2.2)).toBe(39_600);
    expect(paymentFee(1_234_567, 0, 1.1)).toBe(13_580);
    expect(paymentFee(1_000_000, 0, 0)).toBe(0);
    expect(paymentFee(100_000, 150_000, 2.2)).toBe(0);
  });
});

describe('spec 9 final total', () => {
  it('adds baggage and takes the coupon off when there is no booking request and no fee', () => {
    expect(finalTotal({ total_price: 1_500_000, baggage: 300_000, coupon_discount: 100_000 })).toBe(1_700_000);
  });
  it('does not add baggage when a booking request id exists', () => {
    expect(finalTotal({ total_price: 1_500_000, baggage: 300_000, coupon_discount: 100_000, booking_request_id: 'r1' })).toBe(1_400_000);
  });
  it('uses final_price when a payment fee exists', () => {
    expect(
      finalTotal({ total_price: 1_500_000, baggage: 300_000, coupon_discount: 100_000, payment_fee: 30_800, final_price: 1_430_800 }),
    ).toBe(1_430_800);
  });
  it('a zero fee is no fee: the formula applies', () => {
    expect(finalTotal({ total_price: 1_500_000, coupon_discount: 0, payment_fee: 0, final_price: 9 })).toBe(1_500_000);
  });
  it('amountsWith puts the fee on top of total minus coupon', () => {
    expect(amountsWith(2_000_000, 200_000, 2.2, 'r1')).toEqual({ payment_fee: 39_600, final_price: 1_839_600 });
    expect(amountsWith(2_000_000, 0, 0, 'r1')).toEqual({ payment_fee: 0, final_price: 2_000_000 });
  });
});

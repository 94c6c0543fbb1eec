import { describe, expect, it } from 'vitest';
import { bookingRequestFixture } from '../checkout-fixture';
import { refreshTimeOf } from './refresh-time';
import { keepPayLaterMin, PAY_LATER_MIN_KEY, payLaterProblem } from '@/features/checkout/index';

const account = (limitAmount: number, PLallowed = true, availLimitAmount = limitAmount) => ({ PLallowed, limitAmount, availLimitAmount });

describe('pay-later rules (spec 5)', () => {
  it('below payment_limit.min: the minimum, whatever the account', () => {
    expect(payLaterProblem(999_999, 1_000_000, account(5_000_000))).toEqual({ kind: 'min', price: 1_000_000 });
    expect(payLaterProblem(999_999, 1_000_000, null)).toEqual({ kind: 'min', price: 1_000_000 });
  });
  it('no account or no limit set: the missing-token case', () => {
    expect(payLaterProblem(2_000_000, 1_000_000, null)).toEqual({ kind: 'noToken' });
    expect(payLaterProblem(2_000_000, 1_000_000, account(0, false))).toEqual({ kind: 'noToken' });
  });
  it('above what is left of the limit (availLimitAmount, as the server checks): that amount, even under limitAmount', () => {
    expect(payLaterProblem(3_000_001, 1_000_000, account(5_000_000, true, 3_000_000))).toEqual({ kind: 'max', price: 3_000_000 });
    expect(payLaterProblem(3_000_000, 1_000_000, account(5_000_000, true, 3_000_000))).toBeNull();
    expect(payLaterProblem(1_000_000, 1_000_000, account(5_000_000, true, 0))).toEqual({ kind: 'max', price: 0 });
  });
  it('above the limit: the limit; at the bounds it fits', () => {
    expect(payLaterProblem(5_000_001, 1_000_000, account(5_000_000))).toEqual({ kind: 'max', price: 5_000_000 });
    expect(payLaterProblem(5_000_000, 1_000_000, account(5_000_000))).toBeNull();
    expect(payLaterProblem(1_000_000, 1_000_000, account(5_000_000))).toBeNull();
    expect(payLaterProblem(10, null, account(100))).toBeNull();
  });
  it('keeps the minimum in session storage under pay_later_min, and drops it when there is none', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    keepPayLaterMin(1_000_000, storage);
    expect(store.get(PAY_LATER_MIN_KEY)).toBe('1000000');
    keepPayLaterMin(null, storage);
    expect(store.has(PAY_LATER_MIN_KEY)).toBe(false);
    expect(() =>
      keepPayLaterMin(5, {
        setItem: () => {
          throw new Error('quota');
        },
        removeItem: () => {},
      }),
    ).not.toThrow();
  });
});

describe('refresh time of the method list', () => {
  it('changes with a re-price (new expiry) or a coupon (new discount), not otherwise', () => {
    const request = bookingRequestFixture();
    expect(refreshTimeOf(request)).toBe(refreshTimeOf(bookingRequestFixture()));
    expect(refreshTimeOf({ ...request, expires_at: '2026-12-01T10:30:00.000Z' })).not.toBe(refreshTimeOf(request));
    expect(refreshTimeOf({ ...request, prices: { ...request.prices, coupon_discount: request.prices.coupon_discount + 50_000 } })).not.toBe(
      refreshTimeOf(request),
    );
  });
});

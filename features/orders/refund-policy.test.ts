import { describe, expect, it } from 'vitest';
import { NOT_CANCELLABLE_REASONS, refundFor, refundPolicyText, type RefundInput } from './refund-policy';

// check-in 2026-12-10 (Vietnam); free cancellation until 24 h before 14:00 on that day
const freeUntil = new Date('2026-12-09T14:00:00+07:00');
const paid = (over: Partial<RefundInput> = {}): RefundInput => ({
  status: 'paid',
  totalVnd: 2_040_000,
  paymentFeeVnd: 40_000,
  freeCancelUntil: freeUntil,
  checkIn: '2026-12-10',
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('refundFor', () => {
  it('lets an unpaid order go with nothing to refund', () => {
    expect(refundFor(paid({ status: 'pending' }), at('2026-12-01T00:00:00Z'))).toEqual({
      allowed: true,
      refund_vnd: 0,
      free_until: freeUntil.toISOString(),
      reason: null,
    });
  });

  it('refunds everything paid, payment fee included, before the free cancellation deadline', () => {
    for (const status of ['paid', 'confirmed']) {
      expect(refundFor(paid({ status }), at('2026-12-01T00:00:00Z'))).toEqual({
        allowed: true,
        refund_vnd: 2_040_000,
        free_until: freeUntil.toISOString(),
        reason: null,
      });
    }
  });

  it('is still free at the exact deadline and not a millisecond after', () => {
    expect(refundFor(paid(), freeUntil).refund_vnd).toBe(2_040_000);
    expect(refundFor(paid(), new Date(freeUntil.getTime() + 1))).toEqual({
      allowed: true,
      refund_vnd: 0,
      free_until: freeUntil.toISOString(),
      reason: null,
    });
  });

  it('refunds nothing for a non-refundable rate (no deadline) but still cancels before check-in', () => {
    expect(refundFor(paid({ freeCancelUntil: null }), at('2026-11-01T00:00:00Z'))).toEqual({
      allowed: true,
      refund_vnd: 0,
      free_until: null,
      reason: null,
    });
  });

  it('lets an unpaid deal or combo order go, and refuses a paid one (non-refundable)', () => {
    for (const productType of ['deal', 'combo']) {
      expect(
        refundFor(paid({ status: 'pending', productType, freeCancelUntil: null, checkIn: null }), at('2026-12-01T00:00:00Z')).allowed,
      ).toBe(true);
      for (const status of ['paid', 'confirmed']) {
        expect(refundFor(paid({ status, productType, freeCancelUntil: null, checkIn: null }), at('2026-12-01T00:00:00Z'))).toEqual({
          allowed: false,
          refund_vnd: 0,
          free_until: null,
          reason: NOT_CANCELLABLE_REASONS.deal,
        });
      }
    }
  });

  it('refuses from the check-in day on, in Vietnam time', () => {
    // 2026-12-09T17:00Z is already 00:00 on 2026-12-10 in Vietnam
    expect(refundFor(paid({ freeCancelUntil: null }), at('2026-12-09T16:59:59Z')).allowed).toBe(true);
    expect(refundFor(paid({ freeCancelUntil: null }), at('2026-12-09T17:00:00Z'))).toEqual({
      allowed: false,
      refund_vnd: 0,
      free_until: null,
      reason: NOT_CANCELLABLE_REASONS.checkIn,
    });
    expect(refundFor(paid(), at('2026-12-11T00:00:00Z')).reason).toBe(NOT_CANCELLABLE_REASONS.checkIn);
    // a flight order's check-in is its first departure day: the reason says so
    expect(refundFor(paid({ productType: 'flight' }), at('2026-12-11T00:00:00Z')).reason).toBe(NOT_CANCELLABLE_REASONS.departure);
  });

  it('refuses completed, expired, cancelled, refunded and unknown statuses', () => {
    for (const status of ['completed', 'expired', 'cancelled', 'refunded', 'bogus']) {
      expect(refundFor(paid({ status }), at('2026-12-01T00:00:00Z'))).toEqual({
        allowed: false,
        refund_vnd: 0,
        free_until: freeUntil.toISOString(),
        reason: NOT_CANCELLABLE_REASONS.status,
      });
    }
  });

  it('refunds 0 for an order paid by voucher (total 0)', () => {
    expect(refundFor(paid({ totalVnd: 0, paymentFeeVnd: 0 }), at('2026-12-01T00:00:00Z')).refund_vnd).toBe(0);
  });

  it('says the same rule in both languages', () => {
    expect(refundPolicyText('hotel', freeUntil.toISOString(), 'vi')).toMatch(/phí thanh toán/);
    expect(refundPolicyText('hotel', freeUntil.toISOString(), 'en')).toMatch(/payment fee included/);
  });

  it("words a flight's rule by departure, never by check-in, refundable fare or not", () => {
    const free = refundPolicyText('flight', freeUntil.toISOString(), 'vi');
    expect(free).toContain('24 giờ trước giờ khởi hành');
    expect(refundPolicyText('flight', null, 'vi')).toMatch(/^Vé không hoàn/);
    expect(refundPolicyText('flight', null, 'en')).toMatch(/^Non-refundable fare/);
    for (const text of [free, refundPolicyText('flight', null, 'vi')]) expect(text).not.toMatch(/nhận phòng/);
    expect(refundPolicyText('flight', freeUntil.toISOString(), 'en')).not.toMatch(/check-in/);
    expect(refundPolicyText('hotel', null, 'vi')).toMatch(/^Giá không hoàn hủy/);
  });
});

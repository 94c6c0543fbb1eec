import { describe, expect, it } from 'vitest';
import type { FlightOrderSummary } from '@/features/fares/schemas';
import { flightRefund, flightRefundKind, flightRefundTerms, type FlightRefundTerms } from './flight-refund';
import { refundFor, refundPolicyText, type RefundInput } from './refund-policy';

// first departure 2026-12-10 (Vietnam); a fee-free fare's free window ends 24 h before it
const freeUntil = new Date('2026-12-09T08:00:00+07:00');
const terms = (fees: (number | null)[], travellers = 2, ticketVnd = 1_500_000): FlightRefundTerms => ({
  travellers,
  legs: fees.map((refundFeeVnd) => ({ refundFeeVnd, ticketVnd })),
});
const paidFlight = (flight: FlightRefundTerms, over: Partial<RefundInput> = {}): RefundInput => ({
  status: 'paid',
  totalVnd: 3_336_000,
  paymentFeeVnd: 36_000,
  freeCancelUntil: null,
  checkIn: '2026-12-10',
  productType: 'flight',
  flight,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('flight refunds by fare rules', () => {
  it('fee-free fares: everything back in the free window, all but the payment fee after it, until the departure day', () => {
    const order = paidFlight(terms([0, 0]), { freeCancelUntil: freeUntil });
    expect(refundFor(order, freeUntil)).toMatchObject({
      allowed: true,
      refund_vnd: 3_336_000,
      flight_terms: { kind: 'free', free_now: true, fees: [], payment_fee_kept_vnd: 0 },
    });
    const late = refundFor(order, new Date(freeUntil.getTime() + 1));
    expect(late).toMatchObject({
      allowed: true,
      refund_vnd: 3_300_000,
      flight_terms: { kind: 'free', free_now: false, payment_fee_kept_vnd: 36_000 },
    });
    expect(refundFor(order, at('2026-12-09T17:00:00Z'))).toMatchObject({ allowed: false, refund_vnd: 0 });
  });

  it('refundable with a fee: paid − payment fee − fee × passengers × legs, with the reason in its parts', () => {
    const decision = refundFor(paidFlight(terms([500_000])), at('2026-12-01T00:00:00Z'));
    expect(decision.refund_vnd).toBe(3_336_000 - 36_000 - 500_000 * 2);
    expect(decision.flight_terms).toEqual({
      kind: 'fee',
      free_now: false,
      payment_fee_kept_vnd: 36_000,
      fees: [{ fee_vnd: 500_000, travellers: 2, legs: 1 }],
      non_refundable_legs: 0,
    });
    // two legs, the same fee: one line × 2 legs; different fees: a line each; a free leg adds none
    expect(refundFor(paidFlight(terms([300_000, 300_000], 3)), at('2026-12-01T00:00:00Z')).flight_terms?.fees).toEqual([
      { fee_vnd: 300_000, travellers: 3, legs: 2 },
    ]);
    const mixed = refundFor(paidFlight(terms([0, 350_000], 1)), at('2026-12-01T00:00:00Z'));
    expect(mixed).toMatchObject({
      refund_vnd: 3_336_000 - 36_000 - 350_000,
      flight_terms: { kind: 'fee', fees: [{ fee_vnd: 350_000, travellers: 1, legs: 1 }] },
    });
  });

  it('never refunds below 0', () => {
    expect(refundFor(paidFlight(terms([1_500_000, 1_500_000], 2)), at('2026-12-01T00:00:00Z')).refund_vnd).toBe(0);
  });

  it("one refundable leg of two: that leg's tickets less its fee, the other leg and the payment fee kept", () => {
    const decision = refundFor(paidFlight(terms([500_000, null], 2, 1_600_000)), at('2026-12-01T00:00:00Z'));
    expect(decision).toMatchObject({
      allowed: true,
      refund_vnd: 1_600_000 - 1_000_000,
      flight_terms: { kind: 'partial', non_refundable_legs: 1 },
    });
  });

  it('non-refundable: may be cancelled before the day of the flight, nothing back', () => {
    expect(refundFor(paidFlight(terms([null, null])), at('2026-12-09T16:59:59Z'))).toMatchObject({
      allowed: true,
      refund_vnd: 0,
      flight_terms: { kind: 'none', non_refundable_legs: 2 },
    });
    expect(refundFor(paidFlight(terms([null])), at('2026-12-09T17:00:00Z')).allowed).toBe(false);
  });

  it('an unpaid flight order cancels with nothing to refund, whatever its fares', () => {
    expect(refundFor(paidFlight(terms([0]), { status: 'pending' }), at('2026-12-01T00:00:00Z'))).toEqual({
      allowed: true,
      refund_vnd: 0,
      free_until: null,
      reason: null,
    });
  });

  it('reads the frozen rules of an order, and an order sold before them by its refundable flag', () => {
    const leg = (leg: 0 | 1, rules: { refundFeeVnd: number | null } | undefined, refundable: boolean) => ({
      leg,
      refundable,
      ...(rules ? { rules: { changeFeeVnd: 0, nameChangeFeeVnd: null, noShowFeeVnd: null, ...rules } } : {}),
    });
    const summary = {
      adultCount: 2,
      childCount: 1,
      infantCount: 1,
      legs: [leg(0, { refundFeeVnd: 500_000 }, true), leg(1, undefined, false)],
      quote: {
        perLeg: [
          { leg: 0, ticketPrice: 2_000_000 },
          { leg: 1, ticketPrice: 1_800_000 },
        ],
      },
    } as unknown as FlightOrderSummary;
    expect(flightRefundTerms(summary)).toEqual({
      travellers: 3,
      legs: [
        { refundFeeVnd: 500_000, ticketVnd: 2_000_000 },
        { refundFeeVnd: null, ticketVnd: 1_800_000 },
      ],
    });
    expect(flightRefundTerms(null)).toBeNull();
  });

  it('names the kind of a set of fares and words each rule in both languages', () => {
    expect([[0, 0], [0, 300_000], [0, null], [null]].map((fees) => flightRefundKind(terms(fees)))).toEqual([
      'free',
      'fee',
      'partial',
      'none',
    ]);
    expect(refundPolicyText('flight', null, 'vi', 'fee')).toMatch(/^Vé hoàn có phí/);
    expect(refundPolicyText('flight', null, 'en', 'fee')).toMatch(/^Refundable fare with a fee/);
    expect(refundPolicyText('flight', null, 'vi', 'partial')).toMatch(/^Chỉ một chặng hoàn được/);
    expect(refundPolicyText('flight', freeUntil.toISOString(), 'en', 'free')).toMatch(/less the payment fee/);
    expect(refundPolicyText('flight', null, 'vi', 'none')).toMatch(/^Vé không hoàn/);
    expect(flightRefund(terms([0]), 0, 0, false).refund_vnd).toBe(0);
  });
});

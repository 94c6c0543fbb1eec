import { refundFeeOfLeg, refundKindOfFees, type FareRefundKind } from '@/features/fares/rules';
import type { FlightOrderSummary } from '@/features/fares/schemas';

/**
 * A flight order's legs as its cancellation reads them (client-safe, pure): each leg's refund fee per passenger
 * (null: non-refundable) and its ticket price for the whole party, and how many passengers pay the fee
 * (adults and children; an infant on a lap pays none).
 */
export type FlightRefundTerms = { travellers: number; legs: { refundFeeVnd: number | null; ticketVnd: number }[] };
export type FlightRefundKind = FareRefundKind;
export type FlightRefund = {
  refund_vnd: number;
  kind: FlightRefundKind;
  free_now: boolean;
  payment_fee_kept_vnd: number;
  fees: { fee_vnd: number; travellers: number; legs: number }[];
  non_refundable_legs: number;
};

/** The terms frozen in orders.flight; an order sold before fare rules reads its `refundable` flag (free or nothing). */
export function flightRefundTerms(flight: FlightOrderSummary | null | undefined): FlightRefundTerms | null {
  if (!flight || flight.legs.length === 0) return null;
  return {
    travellers: flight.adultCount + flight.childCount,
    legs: flight.legs.map((leg) => ({
      refundFeeVnd: refundFeeOfLeg(leg),
      ticketVnd: flight.quote.perLeg.find((p) => p.leg === leg.leg)?.ticketPrice ?? 0,
    })),
  };
}

export const flightRefundKind = (terms: FlightRefundTerms): FlightRefundKind => refundKindOfFees(terms.legs.map((l) => l.refundFeeVnd));

/**
 * What a paid flight order gives back when cancelled before its departure day:
 *   - every leg refunds without a fee: everything (payment fee included) until free_cancel_until, then all but the payment fee;
 *   - every leg refundable, some for a fee: paid − payment fee − Σ(fee × passengers) over the legs, floor 0;
 *   - some legs refundable: each refundable leg's tickets − its fee × passengers (floor 0), at most paid − payment fee;
 *   - no leg refundable: nothing.
 */
export function flightRefund(terms: FlightRefundTerms, totalVnd: number, paymentFeeVnd: number, freeNow: boolean): FlightRefund {
  const kind = flightRefundKind(terms);
  const none = { fees: [], non_refundable_legs: 0, payment_fee_kept_vnd: 0 };
  if (kind === 'free' && freeNow) return { ...none, refund_vnd: Math.max(0, totalVnd), kind, free_now: true };
  if (kind === 'none') return { ...none, refund_vnd: 0, kind, free_now: false, non_refundable_legs: terms.legs.length };
  const refundable = terms.legs.filter((l): l is { refundFeeVnd: number; ticketVnd: number } => l.refundFeeVnd !== null);
  const byFee = new Map<number, number>();
  for (const leg of refundable) if (leg.refundFeeVnd > 0) byFee.set(leg.refundFeeVnd, (byFee.get(leg.refundFeeVnd) ?? 0) + 1);
  const fees = [...byFee].map(([fee_vnd, legs]) => ({ fee_vnd, travellers: terms.travellers, legs }));
  const paidLessFee = Math.max(0, totalVnd - paymentFeeVnd);
  const refund_vnd =
    kind === 'partial'
      ? Math.min(
          paidLessFee,
          refundable.reduce((sum, leg) => sum + Math.max(0, leg.ticketVnd - leg.refundFeeVnd * terms.travellers), 0),
        )
      : Math.max(0, paidLessFee - fees.reduce((sum, f) => sum + f.fee_vnd * f.travellers * f.legs, 0));
  return {
    refund_vnd,
    kind,
    free_now: false,
    payment_fee_kept_vnd: Math.min(paymentFeeVnd, Math.max(0, totalVnd)),
    fees,
    non_refundable_legs: terms.legs.length - refundable.length,
  };
}

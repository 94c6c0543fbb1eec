import 'server-only';

/**
 * PLACEHOLDER until the cancellation helper's features/orders/refund-policy.ts `refundFor` lands (same
 * signature; the lead swaps the import at merge): nothing is cancellable here.
 */
export function refundFor(
  order: { status: string; totalVnd: number; paymentFeeVnd: number; freeCancelUntil: Date | null; checkIn: string | null },
  now: Date,
): { allowed: boolean; refund_vnd: number; free_until: string | null; reason: string | null } {
  void now;
  return { allowed: false, refund_vnd: 0, free_until: order.freeCancelUntil?.toISOString() ?? null, reason: null };
}

import type { Lang } from '@/lib/i18n/config';

/** free: every leg refunds without a fee; fee: every leg refunds, some for a fee; partial: some legs refund; none: no leg does. */
export type FareRefundKind = 'free' | 'fee' | 'partial' | 'none';

/** The kind of a booking's fares, from each leg's refund fee (null: non-refundable). */
export function refundKindOfFees(fees: readonly (number | null)[]): FareRefundKind {
  const refundable = fees.filter((fee) => fee !== null);
  if (refundable.length === 0) return 'none';
  if (refundable.length < fees.length) return 'partial';
  return refundable.every((fee) => fee === 0) ? 'free' : 'fee';
}

/** A leg's refund fee: its frozen rules, or for a leg sold before them its refundable flag (free or nothing). */
export const refundFeeOfLeg = (leg: { rules?: { refundFeeVnd: number | null } | undefined; refundable: boolean }): number | null =>
  leg.rules ? leg.rules.refundFeeVnd : leg.refundable ? 0 : null;

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The one cancellation sentence of fares that refund for a fee (the free and non-refundable ones keep the hotels'
 * sentence, features/hotels/cancellation.ts): cancellable, for a fee, before the day of the first flight.
 */
export function feeRefundSentence(kind: FareRefundKind, firstDepartureDay: string, lang: Lang): string | null {
  if (kind !== 'fee' && kind !== 'partial') return null;
  const date = day(firstDepartureDay);
  if (kind === 'fee')
    return lang === 'vi' ? `Hoàn vé có phí, hủy trước ngày bay ${date}` : `Refundable for a fee, cancel before the flight day (${date})`;
  return lang === 'vi' ? `Hoàn một phần, hủy trước ngày bay ${date}` : `Partly refundable, cancel before the flight day (${date})`;
}

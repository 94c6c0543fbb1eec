import { todayIso } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { isOrderStatus, isPaidStatus } from './status';

/**
 * The cancellation policy (client-safe, pure; the order page, the cancel call and the email read it):
 *   - unpaid (pending): may be cancelled, nothing to refund (its rooms go back);
 *   - paid / confirmed, until free_cancel_until (inclusive): everything paid comes back, payment fee included,
 *     so "free cancellation" is literally free;
 *   - paid / confirmed, after it but before the check-in day (Vietnam time): may be cancelled, nothing comes back;
 *   - on or after the check-in day, and completed / expired / cancelled / refunded orders: cannot be cancelled;
 *   - a paid deal (vouchers) or combo order: cannot be cancelled (non-refundable).
 */
/** checkIn is a flight order's first departure day (productType 'flight'). */
export type RefundInput = { status: string; totalVnd: number; paymentFeeVnd: number; freeCancelUntil: Date | null; checkIn: string | null; productType?: string };
export type RefundDecision = { allowed: boolean; refund_vnd: number; free_until: string | null; reason: string | null };

type PolicyKind = 'stayFree' | 'stayNone' | 'flightFree' | 'flightNone';

/**
 * The rule in words, by product and by whether the order has a free-cancellation deadline (the dialog shows it under
 * the deadline's sentence). A flight's free period ends 24 h before departure time; after it a flight order still
 * cancels, without refund, until its departure day, as refundFor decides.
 */
const POLICY_TEXT: Record<PolicyKind, Record<Lang, string>> = {
  stayFree: {
    vi: 'Hủy miễn phí và hoàn lại toàn bộ số tiền đã thanh toán (kể cả phí thanh toán) đến 24 giờ trước giờ nhận phòng của ngày nhận phòng. Sau thời hạn đó, đơn vẫn hủy được trước ngày nhận phòng nhưng không được hoàn tiền. Từ ngày nhận phòng, đơn không thể hủy.',
    en: 'Cancel for free and get back everything you paid (payment fee included) until 24 hours before check-in time on the check-in day. After it, you can still cancel before the check-in day, but nothing is refunded. From the check-in day on, the order cannot be cancelled.',
  },
  stayNone: {
    vi: 'Giá không hoàn hủy: đơn vẫn hủy được trước ngày nhận phòng nhưng không được hoàn tiền. Từ ngày nhận phòng, đơn không thể hủy.',
    en: 'Non-refundable rate: you can still cancel before the check-in day, but nothing is refunded. From the check-in day on, the order cannot be cancelled.',
  },
  flightFree: {
    vi: 'Vé hoàn được: hủy miễn phí và hoàn lại toàn bộ số tiền đã thanh toán (kể cả phí thanh toán) đến 24 giờ trước giờ khởi hành. Sau thời hạn đó, đơn vẫn hủy được trước ngày bay nhưng không được hoàn tiền. Từ ngày bay, đơn không thể hủy.',
    en: 'Refundable fare: cancel for free and get back everything you paid (payment fee included) until 24 hours before departure time. After it, you can still cancel before the day of the flight, but nothing is refunded. From the day of the flight on, the order cannot be cancelled.',
  },
  flightNone: {
    vi: 'Vé không hoàn: đơn vẫn hủy được trước ngày bay nhưng không được hoàn tiền. Từ ngày bay, đơn không thể hủy.',
    en: 'Non-refundable fare: you can still cancel before the day of the flight, but nothing is refunded. From the day of the flight on, the order cannot be cancelled.',
  },
};

/** The cancellation rule of an order's product, in its language: a flight's words are departure's, never check-in's. */
export function refundPolicyText(productType: string, freeUntil: string | null, lang: Lang): string {
  const flight = productType === 'flight';
  return POLICY_TEXT[flight ? (freeUntil ? 'flightFree' : 'flightNone') : freeUntil ? 'stayFree' : 'stayNone'][lang];
}

export const NOT_CANCELLABLE_REASONS = {
  status: 'Đơn hàng ở trạng thái này không thể hủy',
  checkIn: 'Đã đến ngày nhận phòng, đơn hàng không thể hủy',
  departure: 'Đã đến ngày bay, đơn hàng không thể hủy',
  deal: 'Ưu đãi và combo đã thanh toán không thể hủy, không hoàn tiền',
} as const;

export function refundFor(order: RefundInput, now: Date = new Date()): RefundDecision {
  const free_until = order.freeCancelUntil ? order.freeCancelUntil.toISOString() : null;
  const refuse = (reason: string): RefundDecision => ({ allowed: false, refund_vnd: 0, free_until, reason });
  if (order.status === 'pending') return { allowed: true, refund_vnd: 0, free_until, reason: null };
  if (!isOrderStatus(order.status) || !isPaidStatus(order.status) || order.status === 'completed') return refuse(NOT_CANCELLABLE_REASONS.status);
  // a paid voucher deal has issued its codes and a paid combo holds seats and rooms sold as one package: non-refundable
  if (order.productType === 'deal' || order.productType === 'combo') return refuse(NOT_CANCELLABLE_REASONS.deal);
  if (order.checkIn && todayIso(now) >= order.checkIn) return refuse(order.productType === 'flight' ? NOT_CANCELLABLE_REASONS.departure : NOT_CANCELLABLE_REASONS.checkIn);
  const free = order.freeCancelUntil !== null && now.getTime() <= order.freeCancelUntil.getTime();
  return { allowed: true, refund_vnd: free ? Math.max(0, order.totalVnd) : 0, free_until, reason: null };
}

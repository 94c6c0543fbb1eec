import { todayIso } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { flightRefund, type FlightRefund, type FlightRefundKind, type FlightRefundTerms } from './flight-refund';
import { isOrderStatus, isPaidStatus } from './status';

/**
 * The cancellation policy (client-safe, pure; the order page, the cancel call and the email read it):
 *   - unpaid (pending): may be cancelled, nothing to refund (its rooms go back);
 *   - paid / confirmed, until free_cancel_until (inclusive): everything paid comes back, payment fee included,
 *     so "free cancellation" is literally free;
 *   - paid / confirmed, after it but before the check-in day (Vietnam time): may be cancelled, nothing comes back;
 *   - on or after the check-in day, and completed / expired / cancelled / refunded orders: cannot be cancelled;
 *   - a paid deal (vouchers) or combo order: cannot be cancelled (non-refundable);
 *   - a paid flight order before its departure day: its frozen fare rules decide (features/orders/flight-refund.ts).
 */
/** checkIn is a flight order's first departure day (productType 'flight'). */
export type RefundInput = {
  status: string;
  totalVnd: number;
  paymentFeeVnd: number;
  freeCancelUntil: Date | null;
  checkIn: string | null;
  productType?: string;
  /** a flight order's frozen fare rules (flightRefundTerms of orders.flight) */
  flight?: FlightRefundTerms | null;
};
export type RefundDecision = {
  allowed: boolean;
  refund_vnd: number;
  free_until: string | null;
  reason: string | null;
  flight_terms?: Omit<FlightRefund, 'refund_vnd'>;
};

type PolicyKind = 'stayFree' | 'stayNone' | 'flightFree' | 'flightNone' | 'flightFee' | 'flightPartial';

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
    vi: 'Vé hoàn được: hủy miễn phí và hoàn lại toàn bộ số tiền đã thanh toán (kể cả phí thanh toán) đến 24 giờ trước giờ khởi hành. Sau thời hạn đó, đơn vẫn hủy được trước ngày bay và được hoàn lại số tiền đã thanh toán trừ phí thanh toán. Từ ngày bay, đơn không thể hủy.',
    en: 'Refundable fare: cancel for free and get back everything you paid (payment fee included) until 24 hours before departure time. After it, you can still cancel before the day of the flight and get back what you paid less the payment fee. From the day of the flight on, the order cannot be cancelled.',
  },
  flightFee: {
    vi: 'Vé hoàn có phí: đơn hủy được trước ngày bay và được hoàn lại số tiền đã thanh toán trừ phí thanh toán và phí hoàn vé của hãng (mỗi khách, mỗi chặng; em bé không tính). Từ ngày bay, đơn không thể hủy.',
    en: 'Refundable fare with a fee: you can cancel before the day of the flight and get back what you paid less the payment fee and the airline’s refund fee (per passenger and flight; infants pay none). From the day of the flight on, the order cannot be cancelled.',
  },
  flightPartial: {
    vi: 'Chỉ một chặng hoàn được: đơn hủy được trước ngày bay; chặng hoàn được trả lại giá vé của chặng trừ phí hoàn vé (mỗi khách), chặng vé không hoàn và phí thanh toán không được hoàn. Từ ngày bay, đơn không thể hủy.',
    en: 'Only one flight is refundable: you can cancel before the day of the flight; the refundable flight gives back its tickets less the refund fee (per passenger), the non-refundable flight and the payment fee are not refunded. From the day of the flight on, the order cannot be cancelled.',
  },
  flightNone: {
    vi: 'Vé không hoàn: đơn vẫn hủy được trước ngày bay nhưng không được hoàn tiền. Từ ngày bay, đơn không thể hủy.',
    en: 'Non-refundable fare: you can still cancel before the day of the flight, but nothing is refunded. From the day of the flight on, the order cannot be cancelled.',
  },
};

const FLIGHT_POLICY: Record<FlightRefundKind, PolicyKind> = {
  free: 'flightFree',
  fee: 'flightFee',
  partial: 'flightPartial',
  none: 'flightNone',
};

/**
 * The cancellation rule of an order's product, in its language: a flight's words are departure's, never check-in's,
 * and follow its fares' kind (flightRefundKind of the frozen rules; without it, the free deadline says free or none).
 */
export function refundPolicyText(productType: string, freeUntil: string | null, lang: Lang, flightKind?: FlightRefundKind | null): string {
  if (productType !== 'flight') return POLICY_TEXT[freeUntil ? 'stayFree' : 'stayNone'][lang];
  return POLICY_TEXT[flightKind ? FLIGHT_POLICY[flightKind] : freeUntil ? 'flightFree' : 'flightNone'][lang];
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
  if (!isOrderStatus(order.status) || !isPaidStatus(order.status) || order.status === 'completed')
    return refuse(NOT_CANCELLABLE_REASONS.status);
  // a paid voucher deal has issued its codes and a paid combo holds seats and rooms sold as one package: non-refundable
  if (order.productType === 'deal' || order.productType === 'combo') return refuse(NOT_CANCELLABLE_REASONS.deal);
  if (order.checkIn && todayIso(now) >= order.checkIn)
    return refuse(order.productType === 'flight' ? NOT_CANCELLABLE_REASONS.departure : NOT_CANCELLABLE_REASONS.checkIn);
  const free = order.freeCancelUntil !== null && now.getTime() <= order.freeCancelUntil.getTime();
  if (order.productType === 'flight' && order.flight) {
    const { refund_vnd, ...flight_terms } = flightRefund(order.flight, order.totalVnd, order.paymentFeeVnd, free);
    return { allowed: true, refund_vnd, free_until, reason: null, flight_terms };
  }
  return { allowed: true, refund_vnd: free ? Math.max(0, order.totalVnd) : 0, free_until, reason: null };
}

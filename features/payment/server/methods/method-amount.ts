import 'server-only';
import type { BookingRequest } from '@/features/booking/index';
import { amountsWith } from '../../amounts';
import type { BookingPayment, PaymentMethodCode } from '../../schemas';
import type { MethodRow } from './method-rows';
import { isVoucher } from './rules';

/** Spec 9 with this method: the fee on (total - coupon) and the final total; a voucher pays it all (0, 0). */
export function amountOf(method: Pick<MethodRow, 'paymentMethod' | 'feePercent'>, request: BookingRequest): { payment_fee: number; final_price: number } {
  if (isVoucher(method.paymentMethod)) return { payment_fee: 0, final_price: 0 };
  return amountsWith(request.prices.total_price, request.prices.coupon_discount, method.feePercent, request.id);
}

export function bookingPaymentOf(method: MethodRow, request: BookingRequest, voucherHint: string | null): BookingPayment {
  const voucher = isVoucher(method.paymentMethod);
  return {
    booking_request_id: request.id,
    payment_method: method.paymentMethod as PaymentMethodCode,
    payment_method_fee: voucher ? 0 : method.feePercent,
    total_price: request.prices.total_price,
    coupon_discount: request.prices.coupon_discount,
    ...amountOf(method, request),
    voucher_hint: voucher ? voucherHint : null,
  };
}

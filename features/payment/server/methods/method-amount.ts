import 'server-only';
import { amountsWith } from '../../amounts';
import type { BookingPayment, PaymentMethodCode } from '../../schemas';
import type { PayableRequest } from './held-request';
import type { MethodRow } from './method-rows';
import { isVoucher } from './rules';

/** Spec 9 with this method: the fee on (total - coupon) and the final total; a voucher pays it all (0, 0). */
export function amountOf(
  method: Pick<MethodRow, 'paymentMethod' | 'feePercent'>,
  request: Pick<PayableRequest, 'id' | 'totalPrice' | 'couponDiscount'>,
): { payment_fee: number; final_price: number } {
  if (isVoucher(method.paymentMethod)) return { payment_fee: 0, final_price: 0 };
  return amountsWith(request.totalPrice, request.couponDiscount, method.feePercent, request.id);
}

export function bookingPaymentOf(
  method: MethodRow,
  request: Pick<PayableRequest, 'id' | 'totalPrice' | 'couponDiscount'>,
  voucherHint: string | null,
): BookingPayment {
  const voucher = isVoucher(method.paymentMethod);
  return {
    booking_request_id: request.id,
    payment_method: method.paymentMethod as PaymentMethodCode,
    payment_method_fee: voucher ? 0 : method.feePercent,
    total_price: request.totalPrice,
    coupon_discount: request.couponDiscount,
    ...amountOf(method, request),
    voucher_hint: voucher ? voucherHint : null,
  };
}

/**
 * Spec 9 "payment fee and final total", pure and client-safe. Fee = a percentage of (total price minus the
 * applied coupon discount), rounded to whole VND. Final total = total_price + baggage - coupon discount, unless a
 * booking request id exists (then baggage is not added) or a payment fee exists (then final_price is used).
 */
export function paymentFee(totalPrice: number, couponDiscount: number, feePercent: number): number {
  const base = Math.max(0, totalPrice - couponDiscount);
  return Math.round((base * feePercent) / 100);
}

export type FinalTotalInput = {
  total_price: number;
  /** flights' baggage, VND */
  baggage?: number;
  coupon_discount: number;
  booking_request_id?: string | null;
  /** the payment method's fee, VND */
  payment_fee?: number;
  /** the price with the fee in it, used when a payment fee exists */
  final_price?: number;
};

export function finalTotal({
  total_price,
  baggage = 0,
  coupon_discount,
  booking_request_id,
  payment_fee = 0,
  final_price,
}: FinalTotalInput): number {
  if (payment_fee > 0 && final_price !== undefined) return final_price;
  const withBaggage = booking_request_id ? total_price : total_price + baggage;
  return Math.max(0, withBaggage - coupon_discount);
}

/** What an order pays with a method: the fee on (total - coupon), and the final total with the fee in it. */
export function amountsWith(totalPrice: number, couponDiscount: number, feePercent: number, bookingRequestId: string | null) {
  const fee = paymentFee(totalPrice, couponDiscount, feePercent);
  const withoutFee = finalTotal({ total_price: totalPrice, coupon_discount: couponDiscount, booking_request_id: bookingRequestId });
  const final = finalTotal({
    total_price: totalPrice,
    coupon_discount: couponDiscount,
    booking_request_id: bookingRequestId,
    payment_fee: fee,
    final_price: withoutFee + fee,
  });
  return { payment_fee: fee, final_price: final };
}

import 'server-only';
import { getBookingRequest } from '@/features/booking/server';
import type { Owner } from '@/features/auth/server';
import type { BookingRequest } from '@/features/booking/schemas';
import { payableFlightRequest } from '@/features/flights/server';
import { apiError } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { serverEnv } from '@/lib/env/server';
import { vnpaySandboxLive } from '../providers/vnpay/config';
import type { ProductType, RequestFacts } from './rules';

/** What the payment rules read of a request, hotel or flight. */
export type PayableFacts = {
  /** spec 9 total_price: the stay, or the tickets and baggage */
  totalPrice: number;
  couponDiscount: number;
  promotion: boolean;
  /** check-in day, or the first departure */
  startDate: string;
  productType: ProductType;
};

/** A held request of the caller as payment sees it; `hotel` is the hotel request (vouchers read it), null for a flight. */
export type PayableRequest = PayableFacts & { id: string; hotel: BookingRequest | null; travellersSet: boolean };

/** A hotel request's facts (from the API shape or the stored quote). */
export const hotelPayable = ({ prices, hasCoupon, checkIn }: { prices: BookingRequest['prices']; hasCoupon: boolean; checkIn: string }): PayableFacts => ({
  totalPrice: prices.total_price,
  couponDiscount: prices.coupon_discount,
  promotion: prices.show_prices.promotion.show || hasCoupon || prices.coupon_discount > 0,
  startDate: checkIn,
  productType: 'hotel',
});

/**
 * The caller's own HELD booking request, hotel or flight (anyone else's is 404; a lapsed hold 409 HOLD_EXPIRED,
 * FLIGHT_HOLD_EXPIRED for a flight). A flight has no coupon or promotion.
 */
export async function heldRequest(owner: Owner, id: string, now: Date): Promise<PayableRequest> {
  const flight = await payableFlightRequest(owner, id, now);
  if (flight) {
    if (flight.status !== 'HELD') throw apiError('FLIGHT_HOLD_EXPIRED');
    return { id, totalPrice: flight.totalPrice, couponDiscount: 0, promotion: false, startDate: flight.startDate, productType: 'flight', hotel: null, travellersSet: flight.travellersSet };
  }
  const request = await getBookingRequest(owner, id, now);
  if (request.status !== 'HELD') throw apiError('HOLD_EXPIRED');
  return { id, ...hotelPayable({ prices: request.prices, hasCoupon: request.coupon !== null, checkIn: request.check_in }), hotel: request, travellersSet: true };
}

/** The list rules' facts of a request (the order transaction passes the locked row's, not the API shape). */
export function factsOf(request: PayableFacts, now: Date): RequestFacts {
  return {
    totalPrice: request.totalPrice,
    couponDiscount: request.couponDiscount,
    promotion: request.promotion,
    checkIn: request.startDate,
    productType: request.productType,
    today: todayIso(now),
    vnpayOn: Boolean(serverEnv().VNPAY_URL) || vnpaySandboxLive(),
  };
}

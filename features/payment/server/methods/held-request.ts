import 'server-only';
import { getBookingRequest, type Owner } from '@/features/booking/server';
import type { BookingRequest } from '@/features/booking/index';
import { apiError } from '@/lib/api/errors';
import { todayIso } from '@/lib/dates/product-date';
import { serverEnv } from '@/lib/env/server';
import { vnpaySandboxLive } from '../providers/vnpay/config';
import type { RequestFacts } from './rules';

/** The caller's own HELD booking request (anyone else's is 404, a lapsed hold 409 HOLD_EXPIRED). */
export async function heldRequest(owner: Owner, id: string, now: Date): Promise<BookingRequest> {
  const request = await getBookingRequest(owner, id, now);
  if (request.status !== 'HELD') throw apiError('HOLD_EXPIRED');
  return request;
}

export function factsOf(request: BookingRequest, now: Date): RequestFacts {
  return quoteFacts({ prices: request.prices, hasCoupon: request.coupon !== null, checkIn: request.check_in }, now);
}

/** The list rules' facts of a request's stored quote (the order transaction reads the locked row, not the API shape). */
export function quoteFacts({ prices, hasCoupon, checkIn }: { prices: BookingRequest['prices']; hasCoupon: boolean; checkIn: string }, now: Date): RequestFacts {
  return {
    totalPrice: prices.total_price,
    couponDiscount: prices.coupon_discount,
    promotion: prices.show_prices.promotion.show || hasCoupon || prices.coupon_discount > 0,
    checkIn,
    today: todayIso(now),
    vnpayOn: Boolean(serverEnv().VNPAY_URL) || vnpaySandboxLive(),
  };
}


import { refreshTimeOfText } from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';

/**
 * The method list's refresh-time value (spec 3, 4): it changes whenever the request's price changes — a re-price
 * gives a new expiry, a coupon a new total or discount — so the list (fees, order values) is read again then.
 */
export function refreshTimeOf(request: Pick<BookingRequest, 'expires_at' | 'prices'>): number {
  return refreshTimeOfText(`${request.expires_at}|${request.prices.total_price}|${request.prices.coupon_discount}`);
}

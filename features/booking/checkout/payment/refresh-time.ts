import type { BookingRequest } from '../../schemas';

/**
 * The method list's refresh-time value (spec 3, 4): it changes whenever the request's price changes — a re-price
 * gives a new expiry, a coupon a new total or discount — so the list (fees, order values) is read again then.
 */
export function refreshTimeOf(request: Pick<BookingRequest, 'expires_at' | 'prices'>): number {
  const text = `${request.expires_at}|${request.prices.total_price}|${request.prices.coupon_discount}`;
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import { bookingApi } from '@/lib/api-client/services';
import type { ApplyCouponBody, BookingRequest, RequestPriceBody } from '../schemas';

/**
 * The browser's booking-request calls (spec 7.1). Each write carries a fresh Idempotency-Key made once per
 * user action, so a retry of the same action (same key) returns the first result instead of a second hold.
 */

const data = unwrap;

export const bookingRequestKey = (id: string) => ['booking-requests', id] as const;

export async function requestPrice(body: RequestPriceBody, idempotencyKey: string): Promise<BookingRequest> {
  return data(
    await bookingApi.post<Envelope<BookingRequest>>('/booking-requests/request-price/', body, idempotencyHeaders(idempotencyKey)),
  );
}

export async function getBookingRequest(id: string, signal?: AbortSignal): Promise<BookingRequest> {
  return data(await bookingApi.get<Envelope<BookingRequest>>(`/booking-requests/${encodeURIComponent(id)}/`, { signal }));
}

export async function applyCoupon(id: string, body: ApplyCouponBody, idempotencyKey: string): Promise<BookingRequest> {
  return data(
    await bookingApi.patch<Envelope<BookingRequest>>(
      `/booking-requests/${encodeURIComponent(id)}/apply-coupon/`,
      body,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

export async function removeCoupon(id: string, idempotencyKey: string): Promise<BookingRequest> {
  return data(
    await bookingApi.delete<Envelope<BookingRequest>>(
      `/booking-requests/${encodeURIComponent(id)}/apply-coupon/`,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

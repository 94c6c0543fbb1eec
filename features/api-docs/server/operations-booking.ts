import 'server-only';
import {
  applyCouponBodySchema,
  bookingRequestListSchema,
  bookingRequestParamsSchema,
  bookingRequestSchema,
  listBookingRequestsQuerySchema,
  requestPriceBodySchema,
} from '@/features/booking/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, BAD_QUERY, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';

const json = 'application/json' as const;
const base = '/api/v3-booking/booking-requests';
/** A signed-in caller's session is checked with the sign-on service. */
const SSO_DOWN = described('The sign-on service cannot be reached, or the query ran out of time', 'SSO_UNAVAILABLE', 'SERVICE_BUSY');
const OWNER =
  'The owner is the signed-in user, else the guest of the HttpOnly `bookingGuest` cookie (set by the first request-price of a guest); ' +
  "another person's request, or any request without its cookie, is 404.";
const IDEMPOTENT =
  "An optional `Idempotency-Key` header (a UUID), scoped to the owner (a new guest's first call: to the key and client address, its guest cookie kept for the replay, and to the new guest, so a retry with or without that cookie is the same call): a retry with the same key and body answers the first result " +
  '(also a kept 404 or 409), the same key with another body is 422, and a retry while the first still runs is 409 `IDEMPOTENCY_IN_FLIGHT`.';
const BAD_WRITE = described(
  'A path parameter or body field of the wrong type, a body that is not JSON, or a bad `Idempotency-Key`',
  'BAD_REQUEST',
  'INVALID_JSON',
);
const KEY_REUSED = described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED');
const WRITE_LIMIT = described(
  'More than `BOOKING_RATE_LIMIT_PER_MINUTE` (30) booking writes from this client address in a minute',
  'TOO_MANY_ATTEMPTS',
);
const bookingRequest = successEnvelope(bookingRequestSchema);

/** The booking requests of spec 7.1 (app/api/v3-booking): a priced, held choice of rooms, and its coupon. */
export const BOOKING_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'requestPrice',
    method: 'post',
    path: `${base}/request-price/`,
    tag: 'booking',
    summary: 'Price rooms of a hotel from the database and hold them (every room and night, or none)',
    description:
      'Unknown body keys (a client price) are dropped: the server prices from the catalogue. The hold lasts `BOOKING_HOLD_MINUTES` (15); ' +
      "`booking_request_id` re-prices and re-holds the caller's request under the same id. " +
      `${OWNER} ${IDEMPOTENT}`,
    body: requestPriceBodySchema,
    success: { status: 201, description: 'The held request', contentType: json, schema: bookingRequest },
    errors: {
      400: described(
        'A body field of the wrong type or out of its limits, a body that is not JSON, a bad `Idempotency-Key`, a check-in before today or past 365 days, a rate plan twice, fewer adults than rooms or more guests than the rooms take',
        'BAD_REQUEST',
        'INVALID_JSON',
        'INVALID_STAY',
        'VALIDATION_ERROR',
      ),
      404: NOT_FOUND("An unknown hotel, a rate plan of another hotel, or a booking_request_id that is not the caller's"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'Not every room can be held (errors name each line with the rooms left), the client address or the caller already holds HOLD_MAX_ROOMS_PER_ADDRESS / HOLD_MAX_ROOMS_PER_GUEST rooms, the request is closed, or the key is in flight',
        'SOLD_OUT',
        'HOLD_LIMIT_REACHED',
        'HOLD_EXPIRED',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: KEY_REUSED,
      429: WRITE_LIMIT,
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'listBookingRequests',
    method: 'get',
    path: `${base}/`,
    tag: 'booking',
    summary: "The caller's booking requests, newest first (a HELD request past its expiry reads EXPIRED)",
    description: OWNER,
    query: listBookingRequestsQuerySchema,
    success: { status: 200, description: 'One page of requests', contentType: json, schema: successEnvelope(bookingRequestListSchema) },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'getBookingRequest',
    method: 'get',
    path: `${base}/{id}/`,
    tag: 'booking',
    summary: 'One booking request of the caller',
    description: OWNER,
    params: bookingRequestParamsSchema,
    success: { status: 200, description: 'The request', contentType: json, schema: bookingRequest },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND("Unknown, or another person's"), 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'applyCoupon',
    method: 'patch',
    path: `${base}/{id}/apply-coupon/`,
    tag: 'booking',
    summary: "Re-price a held request with one of the member's loyalty coupons (read, not used, until the order)",
    description: `${OWNER} ${IDEMPOTENT}`,
    params: bookingRequestParamsSchema,
    body: applyCouponBodySchema,
    success: { status: 200, description: 'The re-priced request', contentType: json, schema: bookingRequest },
    errors: {
      400: BAD_WRITE,
      401: described("A guest's own request: coupons are members' only", 'UNAUTHORIZED'),
      404: NOT_FOUND("Unknown, or another person's"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The coupon cannot be used, the hold is over, or the key is in flight',
        'COUPON_UNAVAILABLE',
        'HOLD_EXPIRED',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: KEY_REUSED,
      429: WRITE_LIMIT,
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'removeCoupon',
    method: 'delete',
    path: `${base}/{id}/apply-coupon/`,
    tag: 'booking',
    summary: 'Re-price a held request without its coupon',
    description: `${OWNER} ${IDEMPOTENT}`,
    params: bookingRequestParamsSchema,
    success: { status: 200, description: 'The re-priced request', contentType: json, schema: bookingRequest },
    errors: {
      400: BAD_WRITE,
      401: described("A guest's own request: coupons are members' only", 'UNAUTHORIZED'),
      404: NOT_FOUND("Unknown, or another person's"),
      405: METHOD_NOT_ALLOWED,
      409: described('The hold is over, or the key is in flight', 'HOLD_EXPIRED', 'IDEMPOTENCY_IN_FLIGHT'),
      422: KEY_REUSED,
      429: WRITE_LIMIT,
      503: SSO_DOWN,
    },
  },
];

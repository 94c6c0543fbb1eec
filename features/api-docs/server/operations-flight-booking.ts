import 'server-only';
import {
  createFlightOrderBodySchema,
  createFlightRequestBodySchema,
  flightBookingRequestSchema,
  flightRequestListSchema,
  flightRequestParamsSchema,
  flightTravellersBodySchema,
  listFlightRequestsQuerySchema,
} from '@/features/flights/schemas';
import { createdOrderSchema } from '@/features/orders/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, BAD_QUERY, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';

const json = 'application/json' as const;
const base = '/api/flight-service/v1/booking-requests';
const SSO_DOWN = described('The sign-on service cannot be reached, or the query ran out of time', 'SSO_UNAVAILABLE', 'SERVICE_BUSY');
const OWNER =
  'The owner is the signed-in user, else the guest of the HttpOnly `bookingGuest` cookie (set by the first booking write of a guest); ' +
  "another person's request, or any request without its cookie, is 404.";
const IDEMPOTENT =
  'An optional `Idempotency-Key` header (a UUID), scoped to the owner: a retry with the same key and body answers the first result, ' +
  'the same key with another body is 422, and a retry while the first still runs is 409 `IDEMPOTENCY_IN_FLIGHT`.';
const BAD_WRITE = described(
  'A path parameter or body field of the wrong type, a body that is not JSON, or a bad `Idempotency-Key`',
  'BAD_REQUEST',
  'INVALID_JSON',
);
const KEY_REUSED = described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED');
const WRITE_LIMIT = described(
  'More than `BOOKING_RATE_LIMIT_PER_MINUTE` booking writes from this client address in a minute',
  'TOO_MANY_ATTEMPTS',
);
const flightRequest = successEnvelope(flightBookingRequestSchema);

/** Flight booking (issue 14 parts 4 and 5): a held, priced choice of one or two flights, its travellers, its order. */
export const FLIGHT_BOOKING_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'createFlightBookingRequest',
    method: 'post',
    path: `${base}`,
    tag: 'flights',
    summary: "Price one flight (one way) or two (round trip) on the server and hold the party's seats on every leg, or on none",
    description:
      'Adults and children take a seat each on every leg (infants sit on a lap). The hold lasts `BOOKING_HOLD_MINUTES`. `totalPrice` (what the page showed) is never charged: ' +
      `the answer is the server's quote, with priceChanged when they differ. ${OWNER} ${IDEMPOTENT}`,
    body: createFlightRequestBodySchema,
    success: { status: 201, description: 'The held request', contentType: json, schema: flightRequest },
    errors: {
      400: described(
        'A body field of the wrong type or out of its limits, a body that is not JSON, a party outside the rules (at least 1 adult, at most 9 seats, infants never more than adults), or a return leg that is not the way back after the outbound',
        'BAD_REQUEST',
        'INVALID_JSON',
        'INVALID_PASSENGERS',
        'INVALID_FLIGHT_SEARCH',
      ),
      401: described('A write without any owner', 'UNAUTHORIZED'),
      404: described('An unknown fare class', 'FLIGHT_NOT_FOUND'),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'A flight that does not fly that day, outside the sale window or within the sales cutoff; a leg without enough seats (errors name it); the client address or the caller already holds HOLD_MAX_SEATS_PER_ADDRESS / HOLD_MAX_SEATS_PER_GUEST seats; the key in flight',
        'FLIGHT_CLOSED',
        'FLIGHT_SOLD_OUT',
        'FLIGHT_HOLD_LIMIT_REACHED',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: KEY_REUSED,
      429: WRITE_LIMIT,
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'listFlightBookingRequests',
    method: 'get',
    path: `${base}`,
    tag: 'flights',
    summary:
      "The caller's flight booking requests, newest first: legs, party, total, hold expiry and status (a HELD request past its expiry reads EXPIRED)",
    description: `The owner is the signed-in user, else the guest of the HttpOnly \`bookingGuest\` cookie; nobody else's request is ever listed, and a caller without either has none. \`page\` and \`page_size\` (at most 50) page the list; \`status\` filters it.`,
    query: listFlightRequestsQuerySchema,
    success: { status: 200, description: 'One page of requests', contentType: json, schema: successEnvelope(flightRequestListSchema) },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'getFlightBookingRequest',
    method: 'get',
    path: `${base}/{id}`,
    tag: 'flights',
    summary: 'One flight booking request of the caller (a HELD request past its expiry reads EXPIRED)',
    description: `${OWNER} Passport numbers come back masked to their last 4 characters.`,
    params: flightRequestParamsSchema,
    success: { status: 200, description: 'The request', contentType: json, schema: flightRequest },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND("Unknown, or another person's"), 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'setFlightTravellers',
    method: 'put',
    path: `${base}/{id}/passengers`,
    tag: 'flights',
    summary:
      'Set the contact and exactly the party of a held flight request (titles, ages on the travel dates, passports abroad, baggage per leg); re-quoted with the baggage',
    description: `${OWNER} ${IDEMPOTENT}`,
    params: flightRequestParamsSchema,
    body: flightTravellersBodySchema,
    success: { status: 200, description: 'The request with its travellers and the new quote', contentType: json, schema: flightRequest },
    errors: {
      400: described(
        'A field of the wrong type, a body that is not JSON, or passengers that do not fit the request (errors name each field)',
        'BAD_REQUEST',
        'INVALID_JSON',
        'INVALID_PASSENGERS',
      ),
      404: NOT_FOUND("Unknown, or another person's"),
      405: METHOD_NOT_ALLOWED,
      409: described('The seat hold is over, or the key is in flight', 'FLIGHT_HOLD_EXPIRED', 'IDEMPOTENCY_IN_FLIGHT'),
      422: KEY_REUSED,
      429: WRITE_LIMIT,
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'createFlightOrder',
    method: 'post',
    path: `${base}/{id}/order`,
    tag: 'flights',
    summary: 'Turn a held flight request with travellers and a chosen payment method into an order (seats sold), then start its payment',
    description: `The answer is the hotel order route's (the order's PIN shown once, a guest access token, the payment link). ${OWNER} ${IDEMPOTENT}`,
    params: flightRequestParamsSchema,
    body: createFlightOrderBodySchema,
    success: { status: 201, description: 'The order', contentType: json, schema: successEnvelope(createdOrderSchema) },
    errors: {
      400: BAD_WRITE,
      404: NOT_FOUND("Unknown, or another person's"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The seat hold is over (or already ordered), no travellers, no payment method, the method no longer applies, or the key is in flight',
        'FLIGHT_HOLD_EXPIRED',
        'TRAVELLERS_REQUIRED',
        'PAYMENT_METHOD_REQUIRED',
        'BK1057',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: KEY_REUSED,
      429: WRITE_LIMIT,
      503: described(
        'The sign-on service or the pay-later partner cannot be reached',
        'SSO_UNAVAILABLE',
        'SERVICE_BUSY',
        'PAYMENT_PROVIDER_UNAVAILABLE',
      ),
    },
  },
];

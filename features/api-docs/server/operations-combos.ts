import 'server-only';
import {
  comboDraftBodySchema,
  comboDraftParamsSchema,
  comboDraftSchema,
  COMBO_LIMITS,
  dealFlightsParamsSchema,
  dealFlightsQuerySchema,
  dealFlightsSchema,
} from '@/features/combos/schemas';
import { successEnvelope } from '../schemas';
import { BAD_QUERY, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';

const json = 'application/json' as const;
const OWNER =
  "The owner is the signed-in user, else the guest booking cookie (a first write without one gets a new guest cookie); another owner's draft is 404.";
const IDEMPOTENT =
  'An optional `Idempotency-Key` header (a UUID), scoped to the owner: a retry with the same key and body answers the first result, ' +
  'the same key with another body is 422, and a retry while the first still runs is 409 `IDEMPOTENCY_IN_FLIGHT`.';
const BAD_WRITE = described(
  "A body field of the wrong type or out of its limits, a body that is not JSON, a bad `Idempotency-Key`, a departure outside the deal's window or a flight not of this combo",
  'BAD_REQUEST',
  'INVALID_JSON',
  'VALIDATION_ERROR',
);
/** The combos' "book at least 3 days ahead" (features/deals rules/book-ahead). */
const TOO_EARLY = described(
  "A departure before the first day the combos' book-ahead rule allows today (deal detail `first_departure_date`; the message names it)",
  'COMBO_TOO_EARLY',
);
const DRAFT_CONFLICT = described(
  'The deal is not on sale, a chosen flight is closed or has no seats, no room is left, or the key is in flight',
  'DEAL_NOT_ON_SALE',
  'FLIGHT_CLOSED',
  'FLIGHT_SOLD_OUT',
  'SOLD_OUT',
  'IDEMPOTENCY_IN_FLIGHT',
);
const SERVICE_DOWN = described('The query ran out of time', 'SERVICE_BUSY');
const hours = COMBO_LIMITS.draftTtlSeconds / 3600;

/** Flight + hotel combos (issue 15 part 3): a combo day's flights and the traveller's draft. The month calendar is the fare calendar's combo body. */
export const COMBO_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'comboDealFlights',
    method: 'get',
    path: '/api/flight-service/v1/deals/{dealId}/deal-flights/',
    tag: 'combo',
    summary:
      "A combo deal's outbound and return flights of a departure day, priced for the package's adults (return on departure + the deal's nights)",
    description:
      "The flight search's offers, cheapest first; `stayPrice` is 1 room of the deal's room type for its nights (null when a night has no room).",
    params: dealFlightsParamsSchema,
    query: dealFlightsQuerySchema,
    success: { status: 200, description: 'Both lists', contentType: json, schema: successEnvelope(dealFlightsSchema) },
    errors: {
      400: `${BAD_QUERY}; ${described("a departure outside the deal's window", 'VALIDATION_ERROR', 'INVALID_FLIGHT_SEARCH')}; ${TOO_EARLY}`,
      404: NOT_FOUND('Not a combo deal, or an origin it does not fly from'),
      405: METHOD_NOT_ALLOWED,
      503: SERVICE_DOWN,
    },
  },
  {
    operationId: 'createComboDraft',
    method: 'post',
    path: '/api/v2-hotel/redis/combo',
    tag: 'combo',
    summary: `Keep the traveller's combo (deal, origin, departure day, price option, both flights) for ${hours} hours, priced on the server`,
    description: `A flight left out is the cheapest of the day. The id is 32 random characters. Kept in the database (the one source of truth: a purchase marks it ordered there); when \`REDIS_URL\` is set Redis caches it (written through, read through, dropped on order). The quoted total is kept: buying at another total is 409 \`COMBO_PRICE_CHANGED\`. ${OWNER} ${IDEMPOTENT}`,
    body: comboDraftBodySchema,
    success: { status: 201, description: 'The draft with its quote', contentType: json, schema: successEnvelope(comboDraftSchema) },
    errors: {
      400: `${BAD_WRITE}; ${TOO_EARLY}`,
      401: described('A write without any owner', 'UNAUTHORIZED'),
      404: NOT_FOUND('Not a combo deal, an origin it does not fly from, or a price option of another deal'),
      405: METHOD_NOT_ALLOWED,
      409: DRAFT_CONFLICT,
      413: described('A body over the size limit', 'PAYLOAD_TOO_LARGE'),
      422: described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED'),
      429: described('Too many booking writes from this client address', 'TOO_MANY_ATTEMPTS'),
    },
  },
  {
    operationId: 'getComboDraft',
    method: 'get',
    path: '/api/v2-hotel/redis/combo/{id}',
    tag: 'combo',
    summary: "The caller's live combo draft, priced now",
    description: OWNER,
    params: comboDraftParamsSchema,
    success: { status: 200, description: 'The draft with its quote', contentType: json, schema: successEnvelope(comboDraftSchema) },
    errors: {
      400: BAD_QUERY,
      404: NOT_FOUND("Unknown, another person's, or stored in a shape no longer read"),
      405: METHOD_NOT_ALLOWED,
      409: `${described('The draft lapsed', 'COMBO_DRAFT_EXPIRED')}; ${DRAFT_CONFLICT}`,
      503: SERVICE_DOWN,
    },
  },
  {
    operationId: 'updateComboDraft',
    method: 'put',
    path: '/api/v2-hotel/redis/combo/{id}',
    tag: 'combo',
    summary: `Change the caller's live combo draft; priced again and kept ${hours} hours from now`,
    description: `Saving again also accepts a new price (after a purchase answered \`COMBO_PRICE_CHANGED\`). An ordered draft is not changed (409 \`COMBO_ALREADY_ORDERED\`). ${OWNER} ${IDEMPOTENT}`,
    params: comboDraftParamsSchema,
    body: comboDraftBodySchema,
    success: { status: 200, description: 'The draft with its quote', contentType: json, schema: successEnvelope(comboDraftSchema) },
    errors: {
      400: `${BAD_WRITE}; ${TOO_EARLY}`,
      404: NOT_FOUND("Unknown, or another person's, or not a combo deal"),
      405: METHOD_NOT_ALLOWED,
      409: `${described('The draft lapsed or was already ordered', 'COMBO_DRAFT_EXPIRED', 'COMBO_ALREADY_ORDERED')}; ${DRAFT_CONFLICT}`,
      413: described('A body over the size limit', 'PAYLOAD_TOO_LARGE'),
      422: described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED'),
      429: described('Too many booking writes from this client address', 'TOO_MANY_ATTEMPTS'),
    },
  },
];

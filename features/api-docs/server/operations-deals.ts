import 'server-only';
import {
  dealCategoryQuerySchema,
  dealCategorySchema,
  dealDetailQuerySchema,
  dealDetailSchema,
  dealListQuerySchema,
  dealListSchema,
  dealParamsSchema,
  dealPurchaseBodySchema,
} from '@/features/deals/schemas';
import { createdOrderSchema } from '@/features/orders/schemas';
import { successEnvelope } from '../schemas';
import { BAD_QUERY, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';

const json = 'application/json' as const;
const CACHED = 'Public, cached briefly (`Cache-Control: public`, a minute or so, with stale-while-revalidate).';
const IDEMPOTENT =
  'An optional `Idempotency-Key` header (a UUID), scoped to the owner: a retry with the same key and body answers the first result, ' +
  'the same key with another body is 422, and a retry while the first still runs is 409 `IDEMPOTENCY_IN_FLIGHT`.';

/** Deals (spec 2.13, 3 "Deal", 7.3; issue 15): categories, the list, one deal, buying one. */
export const DEAL_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'listDealCategories',
    method: 'get',
    path: '/api/v2-hotel/deal/category',
    tag: 'deals',
    summary: 'Deal categories (of one type: voucher, combo, or dynamic-combo = combo), each with how many deals it lists now',
    description: CACHED,
    query: dealCategoryQuerySchema,
    success: {
      status: 200,
      description: 'The categories in display order',
      contentType: json,
      schema: successEnvelope(dealCategorySchema.array()),
    },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'listDeals',
    method: 'get',
    path: '/api/v2-hotel/deals/',
    tag: 'deals',
    summary: 'The deals on sale now, filtered (deal_type incl. dynamic-combo, combo_type, category slug, hotel_id), sorted and paged',
    description:
      'Also served without the trailing slash (`/api/v2-hotel/deals?deal_type=dynamic-combo&combo_type=combo-vin`, spec 7.3). Hidden deals and deals outside their sale window are never listed; ' +
      "sold-out deals are (`sold_out`, `quantity_left` 0), after every deal with units left. `price_per_adult` is the cheapest option's `sell_price` divided by the adults the package is for (spec 9, default 1; whole VND, half up); a combo's options are priced as its calendar charges (each option's lowest day in the next 60 days). " +
      CACHED,
    query: dealListQuerySchema,
    success: {
      status: 200,
      description: 'One page of deal cards and the total',
      contentType: json,
      schema: successEnvelope(dealListSchema),
    },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'getDealDetail',
    method: 'get',
    path: '/api/v2-hotel/deal-detail/fe/{id}',
    tag: 'deals',
    summary:
      'One deal with every field of spec 3 "Deal": sanitised details HTML, image_deal (default first), package services and add-ons, price_deal, flights with adult_number',
    description: `A deal outside its sale window is still answered, with \`on_sale\` false. ${CACHED}`,
    params: dealParamsSchema,
    query: dealDetailQuerySchema,
    success: { status: 200, description: 'The deal', contentType: json, schema: successEnvelope(dealDetailSchema) },
    errors: { 400: BAD_QUERY, 404: NOT_FOUND('Unknown or hidden deal'), 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'buyDeal',
    method: 'post',
    path: '/api/v3-booking/fe/deal',
    tag: 'deals',
    summary:
      "Buy a deal: `kind` voucher (quantity units of one price option) or combo (the caller's combo draft and its passengers); one pending order, then its payment starts",
    description:
      'Prices are never read from the body. A voucher purchase takes its units by a conditional update in the order transaction (never oversold) and makes an order of product type "deal"; ' +
      'its voucher codes are issued when the payment succeeds and shown on the order. The voucher payment method never pays a deal or a combo (409 `BK1057`). ' +
      'The owner is the signed-in user, else the guest of the HttpOnly `bookingGuest` cookie (set by this call for a new guest). ' +
      IDEMPOTENT,
    body: dealPurchaseBodySchema,
    success: {
      status: 201,
      description: 'The order (its PIN shown once, a guest access token, the payment link)',
      contentType: json,
      schema: successEnvelope(createdOrderSchema),
    },
    errors: {
      400: described(
        'A body field of the wrong type or out of its limits, a price option of another deal, more units than the deal allows per order, a combo bought as a voucher, a combo draft whose departure the book-ahead rule no longer allows, a body that is not JSON, or a bad `Idempotency-Key`',
        'BAD_REQUEST',
        'VALIDATION_ERROR',
        'INVALID_JSON',
        'INVALID_PASSENGERS',
        'COMBO_TOO_EARLY',
      ),
      404: NOT_FOUND('Unknown or hidden deal, or an unknown combo draft'),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The deal is outside its sale window, too few units are left, the method does not apply (the reason as message), the combo draft lapsed, is incomplete, was already ordered or its price changed since it was saved (the new total in the message: save the draft again to accept it), or the key is in flight',
        'DEAL_NOT_ON_SALE',
        'DEAL_SOLD_OUT',
        'BK1057',
        'COMBO_DRAFT_EXPIRED',
        'COMBO_INCOMPLETE',
        'COMBO_ALREADY_ORDERED',
        'COMBO_PRICE_CHANGED',
        'FLIGHT_SOLD_OUT',
        'SOLD_OUT',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED'),
      429: described('More than `BOOKING_RATE_LIMIT_PER_MINUTE` booking writes from this client address in a minute', 'TOO_MANY_ATTEMPTS'),
      503: described(
        'The sign-on service or the pay-later partner cannot be reached',
        'SSO_UNAVAILABLE',
        'SERVICE_BUSY',
        'PAYMENT_PROVIDER_UNAVAILABLE',
      ),
    },
  },
];

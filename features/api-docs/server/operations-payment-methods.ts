import 'server-only';
import { z } from 'zod';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import {
  bankBranchListSchema,
  bankIdParamsSchema,
  bankListSchema,
  clearedPaymentSchema,
  bookingPaymentSchema,
  choosePaymentMethodBodySchema,
  payLaterAccountSchema,
  payLaterRegisterBodySchema,
  payLaterTokenSchema,
  paymentMethodAmountBodySchema,
  paymentMethodListSchema,
  paymentMethodsQuerySchema,
} from '@/features/payment/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';

const json = 'application/json' as const;
const SSO_DOWN = described('The sign-on service cannot be reached, or the query ran out of time', 'SSO_UNAVAILABLE', 'SERVICE_BUSY');
const OWNER = "The booking request is the caller's own (signed-in user, else the `bookingGuest` cookie's guest); anyone else's is 404.";
const RULES =
  'Active methods by sort order; bank transfer is left out when a promotion or coupon applies (spec 5), when check-in is today, or above 300,000,000 VND; ' +
  'card/ATM/VietQR need VNPay configured or the sandboxes on; pay-later is listed below its minimum (choosing it is refused); ' +
  'once a voucher is chosen the only option is the fixed, disabled "Pay by voucher" (order value 0, fee 0).';
const PARTNER_DOWN = described(
  'The pay-later partner cannot be reached or refused the call',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'SSO_UNAVAILABLE',
);
/** Routes that parse no query still refuse a repeated parameter (lib/api/route.ts). */
const REPEATED = described('A query parameter given twice', 'BAD_REQUEST');
const registered = z.object({ registered: z.boolean() });

/** Payment methods, their amounts, banks for refunds and the pay-later partner (spec 2.10, 5, 6, 7.1, 7.5). */
export const PAYMENT_METHOD_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'listPaymentMethods',
    method: 'get',
    path: '/api/v3-booking/payment-methods',
    tag: 'payment',
    summary:
      "The payment methods that fit the caller's held request, a deal's vouchers or the caller's combo draft, with this order's fee (final_fee) and value (order_value)",
    description:
      `Exactly one of: \`booking_request_id\`; \`deal_id\` + \`price_deal_id\` + \`quantity\` (vouchers of a deal, before any order exists; the deal checked as the purchase will be); \`combo_draft_id\` (the caller's own draft); else 400. ` +
      `The voucher method never pays a deal or a combo; for a deal, bank transfer needs its first valid day from tomorrow. ${RULES} ${OWNER}`,
    query: paymentMethodsQuerySchema,
    success: { status: 200, description: 'The methods', contentType: json, schema: successEnvelope(paymentMethodListSchema) },
    errors: {
      400: described(
        'A query parameter of the wrong type, out of its limits, missing or unknown, not exactly one form, a price option of another deal, or more units than the deal allows',
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      ),
      404: NOT_FOUND("Unknown, or another person's request; an unknown or hidden deal; an unknown combo draft"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The hold is over (a flight request: its seat hold), the deal is not on sale, or the combo draft lapsed, is incomplete or was already ordered',
        'HOLD_EXPIRED',
        'FLIGHT_HOLD_EXPIRED',
        'DEAL_NOT_ON_SALE',
        'COMBO_DRAFT_EXPIRED',
        'COMBO_INCOMPLETE',
        'COMBO_ALREADY_ORDERED',
      ),
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'choosePaymentMethod',
    method: 'patch',
    path: '/api/v3-booking/booking-requests/{id}/choose-payment-method',
    tag: 'payment',
    summary: 'Choose the payment method of a held request (user_type "person"); the order is made with it',
    description:
      'The method must be listed for the request, else 409 `BK1057` with the reason. Pay-later: a member with a phone and a registered partner token, the order value within [payment_limit.min, the available limit]. ' +
      `Voucher: voucher_code of an available voucher for this hotel (or any), covering the room-nights and the dates. An optional \`Idempotency-Key\` (UUID) as in the booking calls. ${OWNER}`,
    params: bookingRequestParamsSchema,
    body: choosePaymentMethodBodySchema,
    success: {
      status: 200,
      description: 'The amounts with the chosen method',
      contentType: json,
      schema: successEnvelope(bookingPaymentSchema),
    },
    errors: {
      400: described(
        'A path parameter or body field of the wrong type, a body that is not JSON, or a bad `Idempotency-Key`',
        'BAD_REQUEST',
        'INVALID_JSON',
      ),
      404: NOT_FOUND("Unknown, or another person's request"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The method does not apply (the reason as message; a voucher never pays a flight), the voucher does not pay this stay, the hold is over, a flight request without its travellers, or the key is in flight',
        'BK1057',
        'VOUCHER_INVALID',
        'HOLD_EXPIRED',
        'FLIGHT_HOLD_EXPIRED',
        'TRAVELLERS_REQUIRED',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED'),
      429: described('More than `BOOKING_RATE_LIMIT_PER_MINUTE` booking writes from this client address in a minute', 'TOO_MANY_ATTEMPTS'),
      503: PARTNER_DOWN,
    },
  },
  {
    operationId: 'clearPaymentMethod',
    method: 'delete',
    path: '/api/v3-booking/booking-requests/{id}/choose-payment-method',
    tag: 'payment',
    summary: 'Remove the chosen payment method of a held request (a voucher is let go); the whole list is offered again',
    description: `\`cleared\` says whether a choice was there. A voucher is only named by the choice until the order takes it, so it is free for another request at once. An optional \`Idempotency-Key\` (UUID) as in the booking calls. ${OWNER}`,
    params: bookingRequestParamsSchema,
    success: { status: 200, description: 'The request has no method', contentType: json, schema: successEnvelope(clearedPaymentSchema) },
    errors: {
      400: described('A path parameter of the wrong type, or a bad `Idempotency-Key`', 'BAD_REQUEST'),
      404: NOT_FOUND("Unknown, or another person's request"),
      405: METHOD_NOT_ALLOWED,
      409: described('The hold is over, or the key is in flight', 'HOLD_EXPIRED', 'FLIGHT_HOLD_EXPIRED', 'IDEMPOTENCY_IN_FLIGHT'),
      422: described('The `Idempotency-Key` was used for another request', 'IDEMPOTENCY_KEY_REUSED'),
      429: described('More than `BOOKING_RATE_LIMIT_PER_MINUTE` booking writes from this client address in a minute', 'TOO_MANY_ATTEMPTS'),
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'paymentMethodAmount',
    method: 'post',
    path: '/api/payment-service/fe/payment-method-amount',
    tag: 'payment',
    summary: "What the caller's held request costs with a method (spec 9), without choosing it",
    description: OWNER,
    body: paymentMethodAmountBodySchema,
    success: { status: 200, description: 'The amounts', contentType: json, schema: successEnvelope(bookingPaymentSchema) },
    errors: {
      400: BAD_INPUT,
      404: NOT_FOUND("Unknown, or another person's request"),
      405: METHOD_NOT_ALLOWED,
      409: described('The method does not apply, or the hold is over', 'BK1057', 'HOLD_EXPIRED', 'FLIGHT_HOLD_EXPIRED'),
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'listBanks',
    method: 'get',
    path: '/api/common/hotel/banks/',
    tag: 'payment',
    summary: 'The banks a refund can be paid to',
    success: { status: 200, description: 'The banks', contentType: json, schema: successEnvelope(bankListSchema) },
    errors: { 400: REPEATED, 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'listBankBranches',
    method: 'get',
    path: '/api/booking/refund/get-branch-by-bank-id/{id}',
    tag: 'payment',
    summary: "A bank's branches",
    params: bankIdParamsSchema,
    success: { status: 200, description: 'The branches', contentType: json, schema: successEnvelope(bankBranchListSchema) },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND('An unknown bank'), 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'payLaterToken',
    method: 'post',
    path: '/api/payment-service/pay-later/token',
    tag: 'payment',
    summary: "The pay-later partner's token for the signed-in member (the server sends userId, phone and email); kept, not yet registered",
    auth: 'session',
    success: { status: 200, description: 'The token', contentType: json, schema: successEnvelope(payLaterTokenSchema) },
    errors: {
      400: REPEATED,
      401: described('Not signed in', 'UNAUTHORIZED'),
      405: METHOD_NOT_ALLOWED,
      409: described('The member has no phone (their pay-later data is cleared)', 'BK1057'),
      503: PARTNER_DOWN,
    },
  },
  {
    operationId: 'registerPayLaterToken',
    method: 'post',
    path: '/api/payment-service/pay-later/register-token',
    tag: 'payment',
    summary: "Register the member's token with their phone at the partner",
    auth: 'session',
    body: payLaterRegisterBodySchema,
    success: { status: 200, description: 'Whether the partner registered it', contentType: json, schema: successEnvelope(registered) },
    errors: {
      400: BAD_INPUT,
      401: described('Not signed in', 'UNAUTHORIZED'),
      405: METHOD_NOT_ALLOWED,
      409: described('No phone, or not the token the member was given ("Error in payment process")', 'BK1057'),
      503: PARTNER_DOWN,
    },
  },
  {
    operationId: 'payLaterLimit',
    method: 'get',
    path: '/api/payment-service/pay-later/limit',
    tag: 'payment',
    summary: "The member's pay-later account (spec 3): PLallowed, limitAmount, availLimitAmount",
    description:
      'Only for a member with a phone (otherwise the data is cleared and PLallowed false); no registered token reads as not allowed with no limit ("limit not yet set").',
    auth: 'session',
    success: { status: 200, description: 'The account', contentType: json, schema: successEnvelope(payLaterAccountSchema) },
    errors: { 400: REPEATED, 401: described('Not signed in', 'UNAUTHORIZED'), 405: METHOD_NOT_ALLOWED, 503: PARTNER_DOWN },
  },
];

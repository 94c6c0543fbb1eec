import 'server-only';
import { z } from 'zod';
import {
  checkoutParamsSchema,
  createdOrderSchema,
  createOrderBodySchema,
  orderCodeParamsSchema,
  orderDetailSchema,
  orderLookupAnswerSchema,
  orderLookupQuerySchema,
  ordersQuerySchema,
  orderSchema,
  paymentLinkQuerySchema,
} from '@/features/orders/schemas';
import {
  bankAccountListSchema,
  noParametersSchema,
  vnpayIpnAnswerSchema,
  vnpayIpnQuerySchema,
  paymentAttemptSchema,
  paymentLinkSchema,
  transactionParamsSchema,
} from '@/features/payment/schemas';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { dealParamsSchema } from '@/features/deals/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, BAD_QUERY, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';
import { AFTER_SALE_OPERATIONS } from './operations-after-sale';
import { json, SSO_DOWN, ORDER_VIEWER, IDEMPOTENT, KEY_REUSED } from './order-operation-texts';

const OWNER_REQUEST =
  "The booking request's owner: the signed-in user, else the guest of the `bookingGuest` cookie; another person's request is 404.";
const WRITE_LIMIT = described('Too many booking writes from this client address', 'TOO_MANY_ATTEMPTS');
const orderDetail = successEnvelope(orderDetailSchema);

/** The site's receiving accounts (the payment methods themselves: operations-payment-methods.ts). */
const METHOD_OPERATIONS: ApiOperation[] = [
  {
    operationId: 'bankAccounts',
    method: 'get',
    path: '/api/v2-common/bank-account',
    tag: 'payments',
    summary: "The site's receiving bank accounts (bank transfer uses the first)",
    query: noParametersSchema,
    success: { status: 200, description: 'The accounts', contentType: json, schema: successEnvelope(bankAccountListSchema) },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED },
  },
];

/** Orders (spec 7.1): made from a held request, paid through a provider, read by their owner or with code + PIN. */
const ORDER_OPERATIONS: ApiOperation[] = [
  {
    operationId: 'createOrder',
    method: 'post',
    path: '/api/order-hotel/order/booking-request-fe/{id}',
    tag: 'orders',
    summary: 'Turn a held, priced booking request into an order (its holds become sold rooms), with the chosen payment method',
    description: `Prices and the method come from the server (the request's quote, choose-payment-method). The answer holds the PIN once. ${OWNER_REQUEST} ${IDEMPOTENT}`,
    params: bookingRequestParamsSchema,
    body: createOrderBodySchema,
    success: {
      status: 201,
      description: 'The order, its PIN, a link token and how to pay',
      contentType: json,
      schema: successEnvelope(createdOrderSchema),
    },
    errors: {
      400: described(
        'A body field of the wrong type, a body that is not JSON, a bad `Idempotency-Key`, or receivers that do not match the rooms',
        'BAD_REQUEST',
        'INVALID_JSON',
      ),
      404: NOT_FOUND("Unknown, or another person's booking request"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The hold ended, no method was chosen, the voucher is no longer usable, or the key is in flight',
        'HOLD_EXPIRED',
        'PAYMENT_METHOD_REQUIRED',
        'VOUCHER_INVALID',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: KEY_REUSED,
      429: WRITE_LIMIT,
      503: described('The payment provider or the sign-on service is not answering', 'PAYMENT_PROVIDER_UNAVAILABLE', 'SSO_UNAVAILABLE'),
    },
  },
  {
    operationId: 'createPaymentLink',
    method: 'get',
    path: '/api/order-hotel/order/create-payment-link/{id}',
    tag: 'orders',
    summary: 'Start (or resume) paying an unpaid order: a gateway URL, the bank transfer details with its VietQR, or already paid',
    description: `${ORDER_VIEWER} \`lang\` (vi | en) is the language of the page that starts the payment: the gateway's page and the result page it returns to (\`/en/thanh-toan/ket-qua\` for en); without it, the order's language.`,
    params: orderCodeParamsSchema,
    query: paymentLinkQuerySchema,
    success: { status: 200, description: 'How to pay', contentType: json, schema: successEnvelope(paymentLinkSchema) },
    errors: {
      400: BAD_INPUT,
      404: NOT_FOUND('Unknown, or not readable by the caller'),
      405: METHOD_NOT_ALLOWED,
      409: described('The order is no longer awaiting payment', 'ORDER_NOT_PAYABLE'),
      503: described('The payment provider is not answering', 'PAYMENT_PROVIDER_UNAVAILABLE', 'SSO_UNAVAILABLE'),
    },
  },
  {
    operationId: 'orderByTransaction',
    method: 'get',
    path: '/api/order-hotel/order/{id}/by-transaction',
    tag: 'orders',
    summary: 'The order of a payment transaction (the payment result page reads transaction_id)',
    description: ORDER_VIEWER,
    params: transactionParamsSchema,
    success: { status: 200, description: 'The order', contentType: json, schema: orderDetail },
    errors: {
      400: BAD_INPUT,
      404: NOT_FOUND('"Transaction not found": unknown, or not readable by the caller'),
      405: METHOD_NOT_ALLOWED,
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'orderByCheckout',
    method: 'get',
    path: '/api/order-hotel/order/by-checkout/{id}',
    tag: 'orders',
    summary:
      'The order made from a checkout (a hotel or flight booking request, a combo draft): the checkout a traveller comes back to from the gateway shows it with "Pay now"',
    description:
      "The caller's own order only (the member, or the guest cookie that made it); unknown, not ordered yet, or someone else's is 404.",
    params: checkoutParamsSchema,
    success: { status: 200, description: 'The order', contentType: json, schema: orderDetail },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND('No order of the caller from this checkout'), 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'pendingDealOrder',
    method: 'get',
    path: '/api/order-hotel/order/by-deal/{id}',
    tag: 'orders',
    summary:
      'The caller\'s unpaid order of a voucher deal: the deal\'s popup shows it with "Pay now" and "Choose another method" (a new purchase is 409 DEAL_ORDER_PENDING while it waits)',
    description:
      'The caller is the signed-in member, else the guest cookie that made the order; no caller, an unknown deal or no unpaid order of theirs is 404.',
    params: dealParamsSchema,
    success: { status: 200, description: 'The pending order', contentType: json, schema: orderDetail },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND('No unpaid order of the caller for this deal'), 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'paymentAttempt',
    method: 'get',
    path: '/api/payment-service/payment/v2/{id}',
    tag: 'orders',
    summary: 'One payment attempt',
    description: ORDER_VIEWER,
    params: transactionParamsSchema,
    success: { status: 200, description: 'The attempt', contentType: json, schema: successEnvelope(paymentAttemptSchema) },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND('Unknown, or not readable by the caller'), 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'ordersByUser',
    method: 'get',
    path: '/api/order-hotel/order/by-user/',
    tag: 'orders',
    auth: 'session',
    summary: "The signed-in member's orders, newest first, by status and booking date",
    query: ordersQuerySchema,
    success: {
      status: 200,
      description: 'One page',
      contentType: json,
      schema: successEnvelope(
        z.object({ items: z.array(orderSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() }),
      ),
    },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'orderByUser',
    method: 'get',
    path: '/api/order-hotel/order/{id}/by-user/',
    tag: 'orders',
    auth: 'session',
    summary: "One of the signed-in member's orders",
    params: orderCodeParamsSchema,
    success: { status: 200, description: 'The order', contentType: json, schema: orderDetail },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND("Unknown, or another person's"), 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'lookupOrder',
    method: 'get',
    path: '/api/order-hotel/get-order-by/',
    tag: 'orders',
    summary: 'Find an order by its code and PIN (no account needed); answers a link token to open it',
    description:
      'Limited to `ORDER_LOOKUP_LIMIT` (10) tries per order code and client address and three times that per address in 15 minutes; past `ORDER_LOOKUP_LIMIT` an hour on one code from addresses that never opened it, one try per slot of 1, 2, 4 ... seconds (at most 60, in Retry-After). An unknown code and a wrong PIN answer alike.',
    query: orderLookupQuerySchema,
    success: {
      status: 200,
      description: 'The order and a link token',
      contentType: json,
      schema: successEnvelope(orderLookupAnswerSchema),
    },
    errors: {
      400: BAD_QUERY,
      404: NOT_FOUND('The code and PIN do not match an order'),
      405: METHOD_NOT_ALLOWED,
      429: described('Too many tries', 'TOO_MANY_ATTEMPTS'),
    },
  },
];

/**
 * Providers' server-to-server notifications: each speaks its provider's protocol and is authenticated by its
 * signature (no Origin check, no session). Their signed bodies are described in docs/api.md; the document
 * leaves the body out because the signature is checked on the raw bytes before any parsing.
 */
const NOTIFICATION_OPERATIONS: ApiOperation[] = [
  {
    operationId: 'vnpayIpn',
    method: 'get',
    path: '/api/payment-service/vnpay/ipn',
    tag: 'payments',
    summary: "VNPay 2.1.0 IPN: the gateway's signed report of a payment; answers VNPay's RspCode (always HTTP 200)",
    description:
      "97 a bad or missing vnp_SecureHash (constant-time check), 01 an unknown vnp_TxnRef, 04 an amount that is not the order's, 02 already applied or the order is no longer payable, 00 applied (exactly once), 99 an error.",
    query: vnpayIpnQuerySchema,
    success: { status: 200, description: "VNPay's answer", contentType: json, schema: vnpayIpnAnswerSchema },
    errors: {
      400: described('A query field given twice', 'BAD_REQUEST'),
      405: METHOD_NOT_ALLOWED,
      503: described('The notification could not be applied now (the gateway retries)', 'SERVICE_BUSY', 'PAYMENT_PROVIDER_UNAVAILABLE'),
    },
  },
  {
    operationId: 'bankTransferNotify',
    method: 'post',
    path: '/api/payment-service/bank-transfer/notify',
    tag: 'payments',
    summary: "The bank's notification of an incoming transfer (HMAC-SHA256 over timestamp + body, each event id once)",
    description:
      'Headers `X-Bank-Timestamp` (unix seconds, within 300 s) and `X-Bank-Signature` (hex HMAC-SHA256 with `BANK_WEBHOOK_SECRET` of `timestamp.body`). The body (JSON: event_id, account_number, amount, content, bank_reference, transaction_time) pays the order whose code is in the content when the amount matches.',
    success: {
      status: 200,
      description:
        'The outcome: paid, no_match, amount_mismatch or already_paid; a replayed event_id answers the outcome stored for it and applies nothing again',
      contentType: json,
      schema: successEnvelope(z.object({ outcome: z.string() })),
    },
    errors: {
      400: described('A signed body that is not the notification', 'BAD_REQUEST', 'INVALID_JSON'),
      401: described('A missing or wrong signature, or a timestamp more than 5 minutes away', 'INVALID_SIGNATURE'),
      405: METHOD_NOT_ALLOWED,
      413: described('A body over 64 KB', 'PAYLOAD_TOO_LARGE'),
      503: described('The notification could not be applied now (the bank retries)', 'SERVICE_BUSY', 'PAYMENT_PROVIDER_UNAVAILABLE'),
    },
  },
  {
    operationId: 'payLaterCallback',
    method: 'post',
    path: '/api/payment-service/pay-later/callback',
    tag: 'payments',
    summary: "The pay-later partner's signed report of an approved or declined payment",
    description: 'Signed like the bank notification, with the partner key (`PAY_LATER_API_KEY`).',
    success: { status: 200, description: 'Taken', contentType: json, schema: z.looseObject({}) },
    errors: {
      400: described('A signed body that is not the callback', 'BAD_REQUEST', 'INVALID_JSON'),
      401: described('A missing or wrong signature, or a stale timestamp', 'INVALID_SIGNATURE'),
      405: METHOD_NOT_ALLOWED,
      413: described('A body over 64 KB', 'PAYLOAD_TOO_LARGE'),
      503: described('The callback could not be applied now', 'SERVICE_BUSY', 'PAYMENT_PROVIDER_UNAVAILABLE'),
    },
  },
];

export const PAYMENT_OPERATIONS: readonly ApiOperation[] = [
  ...METHOD_OPERATIONS,
  ...ORDER_OPERATIONS,
  ...AFTER_SALE_OPERATIONS,
  ...NOTIFICATION_OPERATIONS,
];

import 'server-only';
import { z } from 'zod';
import {
  cancelledOrderSchema,
  cancelOrderBodySchema,
  cancelOrderByTokenBodySchema,
  cancelReasonSchema,
  cancelReasonsQuerySchema,
  companySchema,
  invoiceBodySchema,
  invoiceSchema,
  orderCodeParamsSchema,
  orderTokenQuerySchema,
  taxCodeParamsSchema,
} from '@/features/orders/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, BAD_QUERY, described, METHOD_NOT_ALLOWED, NOT_FOUND, type ApiOperation } from './operation-kit';
import { json, SSO_DOWN, ORDER_VIEWER, IDEMPOTENT, KEY_REUSED } from './order-operation-texts';

/** Cancellation, refunds and VAT invoices (spec 7.1, 7.4). */
export const AFTER_SALE_OPERATIONS: ApiOperation[] = [
  {
    operationId: 'cancelReasons',
    method: 'get',
    path: '/api/booking/reasons/frontend/',
    tag: 'orders',
    summary: 'Cancellation reasons',
    description:
      'Each reason names the order products it is offered for (a flight has no "the hotel asked me to cancel"); `product_type` keeps those of one product. Cancelling an order with a reason of another product is a 400.',
    query: cancelReasonsQuerySchema,
    success: { status: 200, description: 'The reasons', contentType: json, schema: successEnvelope(z.array(cancelReasonSchema)) },
    errors: { 400: BAD_QUERY, 405: METHOD_NOT_ALLOWED },
  },
  {
    operationId: 'cancelOrder',
    method: 'post',
    path: '/api/booking/cancel-ticket/v3/process-order-cancel/',
    tag: 'orders',
    summary: 'Cancel an order by its owner; the refund follows the cancellation policy',
    description: `The owner: the signed-in member, or the guest cookie that made it. ${IDEMPOTENT}`,
    body: cancelOrderBodySchema,
    success: { status: 200, description: 'The cancelled order', contentType: json, schema: successEnvelope(cancelledOrderSchema) },
    errors: {
      400: described(
        "A body field of the wrong type, a body that is not JSON, a reason not offered for the order's product, a missing refund account, or a branch of another bank",
        'BAD_REQUEST',
        'INVALID_JSON',
        'REFUND_ACCOUNT_REQUIRED',
      ),
      404: NOT_FOUND("Unknown, or another person's order"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The policy does not allow cancelling it now, or the key is in flight',
        'ORDER_NOT_CANCELLABLE',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: KEY_REUSED,
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'cancelOrderByToken',
    method: 'post',
    path: '/api/booking/cancel-ticket/v3/process-order-cancel-by-token/',
    tag: 'orders',
    summary: "Cancel an order with the confirmation email's link token",
    description: IDEMPOTENT,
    body: cancelOrderByTokenBodySchema,
    success: { status: 200, description: 'The cancelled order', contentType: json, schema: successEnvelope(cancelledOrderSchema) },
    errors: {
      400: described(
        "A body field of the wrong type, a body that is not JSON, a reason not offered for the order's product, a missing refund account, or a branch of another bank",
        'BAD_REQUEST',
        'INVALID_JSON',
        'REFUND_ACCOUNT_REQUIRED',
      ),
      404: NOT_FOUND('An unknown order, or a token that is not its manage link'),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The policy does not allow cancelling it now, or the key is in flight',
        'ORDER_NOT_CANCELLABLE',
        'IDEMPOTENCY_IN_FLIGHT',
      ),
      422: KEY_REUSED,
    },
  },
  {
    operationId: 'getInvoice',
    method: 'get',
    path: '/api/core-accounting/invoice/{id}',
    tag: 'orders',
    summary: "An order's VAT invoice request (null when none)",
    description: ORDER_VIEWER,
    params: orderCodeParamsSchema,
    query: orderTokenQuerySchema,
    success: { status: 200, description: 'The invoice or null', contentType: json, schema: successEnvelope(invoiceSchema.nullable()) },
    errors: { 400: BAD_INPUT, 404: NOT_FOUND('Unknown, or not readable by the caller'), 405: METHOD_NOT_ALLOWED, 503: SSO_DOWN },
  },
  {
    operationId: 'putInvoice',
    method: 'put',
    path: '/api/core-accounting/invoice',
    tag: 'orders',
    summary: 'Ask for (or change) the VAT invoice of a paid order',
    description: "The owner, or `token` of the confirmation email's link.",
    body: invoiceBodySchema,
    success: { status: 200, description: 'The invoice request', contentType: json, schema: successEnvelope(invoiceSchema) },
    errors: {
      400: described(
        'A body field of the wrong type, a body that is not JSON, or a tax code whose check digit is wrong',
        'BAD_REQUEST',
        'INVALID_JSON',
        'INVALID_TAX_CODE',
      ),
      404: NOT_FOUND("Unknown, or not the caller's"),
      405: METHOD_NOT_ALLOWED,
      409: described(
        'The order is not paid, the invoice was already issued, or the order is worth 0 ₫ (a stay paid by voucher: nothing to invoice)',
        'ORDER_NOT_PAYABLE',
        'INVOICE_ZERO_AMOUNT',
      ),
      503: SSO_DOWN,
    },
  },
  {
    operationId: 'companyByTaxCode',
    method: 'get',
    path: '/api/core-accounting/company/{taxCode}',
    tag: 'orders',
    summary: 'A company by its Vietnamese tax code (through the company-lookup adapter)',
    params: taxCodeParamsSchema,
    success: { status: 200, description: 'The company', contentType: json, schema: successEnvelope(companySchema) },
    errors: {
      400: described('Not 10 or 13 digits, or a wrong check digit', 'BAD_REQUEST', 'INVALID_TAX_CODE'),
      404: NOT_FOUND('No company with that code'),
      405: METHOD_NOT_ALLOWED,
      429: described('Too many lookups', 'TOO_MANY_ATTEMPTS'),
      503: described('The lookup service is not answering', 'PAYMENT_PROVIDER_UNAVAILABLE'),
    },
  },
];

import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import { accountingApi, cancelApi, orderApi } from '@/lib/api-client/services';
import type { PaymentLink } from '@/features/payment/schemas';
import type { Lang } from '@/lib/i18n/config';
import type {
  Company,
  CancelReason,
  CreateOrderBody,
  CreatedOrder,
  Invoice,
  InvoiceBody,
  OrderDetail,
  OrderLookupAnswer,
  CancelOrderBody,
  CancelOrderByTokenBody,
} from '../schemas';

/**
 * The browser's order calls (spec 7.1, 7.4). Writes carry an Idempotency-Key made once per user action
 * (useActionKey, lib/hooks/use-action-key.ts); `token` is the signed order link's token for a guest without the cookie.
 */

const data = unwrap;
const withToken = (token?: string | null) => (token ? { params: { token } } : {});
const id = encodeURIComponent;

export const orderKey = (orderCode: string) => ['orders', orderCode] as const;

export async function createOrder(bookingRequestId: string, body: CreateOrderBody, idempotencyKey: string): Promise<CreatedOrder> {
  return data(
    await orderApi.post<Envelope<CreatedOrder>>(
      `/order/booking-request-fe/${id(bookingRequestId)}`,
      body,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

/** Starts (or resumes) paying an order with its method: where to go, or what to show; the gateway comes back in `lang`. */
export async function createPaymentLink(orderCode: string, token: string | null | undefined, lang: Lang): Promise<PaymentLink> {
  return data(
    await orderApi.get<Envelope<PaymentLink>>(`/order/create-payment-link/${id(orderCode)}`, {
      params: { ...(token ? { token } : {}), lang },
    }),
  );
}

/** The order a payment attempt belongs to (the payment result page reads transaction_id). */
export async function orderByTransaction(transactionId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return data(await orderApi.get<Envelope<OrderDetail>>(`/order/${id(transactionId)}/by-transaction`, { signal }));
}

/** "Find my order": order code + PIN; answers the order and a link token to open it. */
export async function lookupOrder(orderCode: string, pinCode: string): Promise<OrderLookupAnswer> {
  return data(
    await orderApi.get<Envelope<OrderLookupAnswer>>('/get-order-by/', {
      params: { order_code: orderCode, pin_code: pinCode, source: 'web' },
    }),
  );
}

/** The reasons offered for one product's orders (a flight's are not a hotel's). */
export async function cancelReasons(productType: OrderDetail['product_type']): Promise<CancelReason[]> {
  return data(await cancelApi.get<Envelope<CancelReason[]>>('/reasons/frontend/', { params: { product_type: productType } }));
}

export async function cancelOrder(body: CancelOrderBody, idempotencyKey: string): Promise<{ order: OrderDetail }> {
  return data(
    await cancelApi.post<Envelope<{ order: OrderDetail }>>(
      '/cancel-ticket/v3/process-order-cancel/',
      body,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

export async function cancelOrderByToken(body: CancelOrderByTokenBody, idempotencyKey: string): Promise<{ order: OrderDetail }> {
  return data(
    await cancelApi.post<Envelope<{ order: OrderDetail }>>(
      '/cancel-ticket/v3/process-order-cancel-by-token/',
      body,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

export async function getInvoice(orderCode: string, token?: string | null): Promise<Invoice | null> {
  return data(await accountingApi.get<Envelope<Invoice | null>>(`/invoice/${id(orderCode)}`, withToken(token)));
}

export async function putInvoice(body: InvoiceBody): Promise<Invoice> {
  return data(await accountingApi.put<Envelope<Invoice>>('/invoice', body));
}

/** The invoice-company lookup (spec 7.4) through our adapter. */
export async function companyByTaxCode(taxCode: string): Promise<Company> {
  return data(await accountingApi.get<Envelope<Company>>(`/company/${id(taxCode)}`));
}

'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedOrder } from '@/features/orders/index';
import type { OrderDetail } from '@/features/orders/schemas';
import { VOUCHER_METHOD, type PaymentMethod } from '@/features/payment/index';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError, unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import { bookingApi, orderApi } from '@/lib/api-client/services';
import { useActionKey } from '@/lib/hooks/use-action-key';
import type { Lang } from '@/lib/i18n/config';
import { localePath, navigateTo, orderPath } from '@/lib/paths';
import type { VoucherPurchaseBody } from '../schemas';

export type DealMethodsQuery = { dealId: number; priceDealId: number; quantity: number };

const dealMethodsKey = (q: DealMethodsQuery) => ['deal-payment-methods', q.dealId, q.priceDealId, q.quantity] as const;

/** GET /v3-booking/payment-methods?request_from=FE_BASIC&deal_id=&price_deal_id=&quantity= (spec 7.5, for a deal). */
async function listDealPaymentMethods(q: DealMethodsQuery, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return unwrap(
    await bookingApi.get<Envelope<PaymentMethod[]>>('/payment-methods', {
      params: { request_from: 'FE_BASIC', deal_id: q.dealId, price_deal_id: q.priceDealId, quantity: q.quantity },
      signal,
    }),
  );
}

/** The methods a deal purchase may use: the voucher method never pays for vouchers, even if a server listed it. */
export function useDealPaymentMethods(q: DealMethodsQuery, enabled: boolean) {
  return useQuery({
    queryKey: dealMethodsKey(q),
    queryFn: async ({ signal }) =>
      (await listDealPaymentMethods(q, signal)).filter((m) => m.payment_method !== VOUCHER_METHOD && !m.disabled),
    enabled,
    retry: false,
  });
}

const pendingDealKey = (dealId: number) => ['orders', 'by-deal', dealId] as const;

/** GET order-hotel/order/by-deal/{id}: the caller's unpaid order of this deal (404 when there is none). */
async function pendingDealOrder(dealId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return unwrap(await orderApi.get<Envelope<OrderDetail>>(`/order/by-deal/${dealId}`, { signal }));
}

/** The caller's unpaid order of this deal, if any (the one that makes a new purchase 409 DEAL_ORDER_PENDING). */
export function usePendingDealOrder(dealId: number) {
  return useQuery({ queryKey: pendingDealKey(dealId), queryFn: ({ signal }) => pendingDealOrder(dealId, signal), retry: false });
}

/** A purchase refused because the caller already has an unpaid order of this deal. */
export const isDealOrderPending = (error: unknown): boolean => error instanceof ApiClientError && error.errorCode === 'DEAL_ORDER_PENDING';

/** POST /v3-booking/fe/deal (Idempotency-Key): a pending order of the vouchers with the chosen method. */
async function buyDeal(body: VoucherPurchaseBody, idempotencyKey: string): Promise<CreatedOrder> {
  return unwrap(await bookingApi.post<Envelope<CreatedOrder>>('/fe/deal', body, idempotencyHeaders(idempotencyKey)));
}

/** Where the browser goes once the order exists: the gateway, else the order page (as the hotel and flight checkouts). */
function afterDealOrder(created: CreatedOrder, lang: Lang): string {
  if (created.payment?.kind === 'redirect') return created.payment.payment_url;
  return localePath(lang, orderPath(created.order.order_number, created.access_token));
}

/**
 * "Thanh toán" of the buy-deal popup: one Idempotency-Key per attempt, the same on a retry after no answer (keyed on
 * the whole body, buyer included), a new one after a definite answer; a click while one runs sends nothing.
 */
export function useBuyDeal(lang: Lang, onRefused?: (error: Error) => void) {
  const { begin, settle, busy } = useActionKey();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: VoucherPurchaseBody; key: string }) => buyDeal(body, key),
    onSuccess: (created: CreatedOrder) => {
      settle(null);
      navigateTo(afterDealOrder(created, lang));
    },
    onError: (error: Error, { body }) => {
      settle(error);
      // the unpaid order in the way is read again, so the popup shows it with how to pay or cancel it
      if (isDealOrderPending(error)) void queryClient.invalidateQueries({ queryKey: pendingDealKey(body.deal_id) });
      onRefused?.(error);
    },
  });
  return {
    buy: (body: VoucherPurchaseBody) => {
      const key = begin(`buy:${JSON.stringify(body)}`);
      if (key) mutation.mutate({ body, key });
    },
    buying: busy || mutation.isPending || mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
  };
}

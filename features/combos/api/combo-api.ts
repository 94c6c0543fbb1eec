import { useMutation, useQuery } from '@tanstack/react-query';
import type { DealPurchaseBody } from '@/features/deals/index';
import type { CreatedOrder } from '@/features/orders/index';
import type { PaymentMethod } from '@/features/payment/index';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError, unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders, newIdempotencyKey } from '@/lib/api-client/idempotency';
import { bookingApi, flightApi, hotelApi } from '@/lib/api-client/services';
import { useActionKey } from '@/lib/hooks/use-action-key';
import type { Lang } from '@/lib/i18n/config';
import { localePath, navigateTo, orderPath } from '@/lib/paths';
import type { ComboCalendar, ComboCalendarBody, ComboDraft, ComboDraftBody, DealFlights } from '../schemas';

/** POST /api/flight-service/v1/combo-search-month-v2 with a combo body: a month of lowest combo prices (of `priceDealId`'s option, else the cheapest). */
export function useComboCalendar(body: (ComboCalendarBody & { priceDealId?: number }) | null) {
  return useQuery({
    queryKey: ['combos', 'calendar', body],
    queryFn: async ({ signal }) => unwrap(await flightApi.post<Envelope<ComboCalendar>>('/combo-search-month-v2', body, { signal })),
    enabled: !!body,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /api/flight-service/v1/deals/{dealId}/deal-flights/: both lists of a departure day. */
export function useDealFlights(dealId: number, origin: string | null, departDate: string | null) {
  return useQuery({
    queryKey: ['combos', 'deal-flights', dealId, origin, departDate],
    queryFn: async ({ signal }) =>
      unwrap(
        await flightApi.get<Envelope<DealFlights>>(`/deals/${dealId}/deal-flights/`, {
          params: { origin: origin ?? '', departDate: departDate ?? '' },
          signal,
        }),
      ),
    enabled: !!origin && !!departDate,
    staleTime: 60_000,
    retry: false,
  });
}

/** PUT the traveller's draft; null when it is gone or lapsed (then a new one is made). */
async function putDraft(id: string, body: ComboDraftBody, key: string): Promise<ComboDraft | null> {
  try {
    return unwrap(await hotelApi.put<Envelope<ComboDraft>>(`/redis/combo/${encodeURIComponent(id)}`, body, idempotencyHeaders(key)));
  } catch (error) {
    if (error instanceof ApiClientError && (error.httpStatus === 404 || error.errorCode === 'COMBO_DRAFT_EXPIRED')) return null;
    throw error;
  }
}

/** "Tiếp tục": the draft is saved (PUT over the one this deal's builder saved before, else POST), then the checkout opens. */
export function useSaveComboDraft(lang: Lang, checkoutPath: (id: string) => string, onSaved: (draft: ComboDraft) => void) {
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: async ({ id, body, key }: { id: string | null; body: ComboDraftBody; key: string }) =>
      (id ? await putDraft(id, body, key) : null) ??
      // a draft gone or lapsed is made anew: the PUT's key named another call, the POST gets its own
      unwrap(await hotelApi.post<Envelope<ComboDraft>>('/redis/combo', body, idempotencyHeaders(id ? newIdempotencyKey() : key))),
    onSuccess: (draft) => {
      settle(null);
      onSaved(draft);
      navigateTo(localePath(lang, checkoutPath(draft.id)));
    },
    onError: (error: Error) => settle(error),
  });
  const save = (id: string | null, body: ComboDraftBody) => {
    const key = begin(`save-${id ?? 'new'}:${JSON.stringify(body)}`);
    if (key) mutation.mutate({ id, body, key });
  };
  return { save, saving: busy || mutation.isPending || mutation.isSuccess, error: mutation.error };
}

/** GET /api/v2-hotel/redis/combo/{id}: the owner's draft priced now. */
export function useComboDraft(id: string) {
  return useQuery({
    queryKey: ['combos', 'draft', id],
    queryFn: async ({ signal }) => unwrap(await hotelApi.get<Envelope<ComboDraft>>(`/redis/combo/${encodeURIComponent(id)}`, { signal })),
    retry: false,
  });
}

/** GET /api/v3-booking/payment-methods?request_from=FE_BASIC&combo_draft_id= */
export function useComboPaymentMethods(draftId: string) {
  return useQuery({
    queryKey: ['combos', 'payment-methods', draftId],
    queryFn: async ({ signal }) =>
      unwrap(
        await bookingApi.get<Envelope<PaymentMethod[]>>('/payment-methods', {
          params: { request_from: 'FE_BASIC', combo_draft_id: draftId },
          signal,
        }),
      ),
    retry: false,
  });
}

/** "Thanh toán": POST /api/v3-booking/fe/deal kind "combo" (one Idempotency-Key per attempt; a click while one runs sends nothing), then the payment redirect. */
export function usePayCombo(lang: Lang) {
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: async ({ body, key }: { body: DealPurchaseBody; key: string }) =>
      unwrap(await bookingApi.post<Envelope<CreatedOrder>>('/fe/deal', body, idempotencyHeaders(key))),
    onSuccess: (created) => {
      settle(null);
      navigateTo(
        created.payment?.kind === 'redirect'
          ? created.payment.payment_url
          : localePath(lang, orderPath(created.order.order_number, created.access_token)),
      );
    },
    onError: (error: Error) => settle(error),
  });
  const pay = (body: DealPurchaseBody) => {
    const key = begin(`pay:${JSON.stringify(body)}`);
    if (key) mutation.mutate({ body, key });
  };
  return { pay, paying: busy || mutation.isPending || mutation.isSuccess, error: mutation.error };
}

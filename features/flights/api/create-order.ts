import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatedOrder } from '@/features/orders/index';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import { flightApi } from '@/lib/api-client/services';
import { useActionKey } from '@/lib/hooks/use-action-key';
import type { Lang } from '@/lib/i18n/config';
import { localePath, navigateTo, orderPath } from '@/lib/paths';
import type { createFlightOrderBodySchema } from '../schemas';
import { flightRequestKey } from './booking-request';

type CreateFlightOrderBody = z.input<typeof createFlightOrderBodySchema>;

/** POST /api/flight-service/v1/booking-requests/{id}/order (Idempotency-Key): the hotel CreatedOrder answer. */
async function createFlightOrder(id: string, body: CreateFlightOrderBody, idempotencyKey: string): Promise<CreatedOrder> {
  return unwrap(
    await flightApi.post<Envelope<CreatedOrder>>(
      `/booking-requests/${encodeURIComponent(id)}/order`,
      body,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

/** Where the browser goes once the order exists: the gateway or partner, else the order page (as hotels). */
function afterFlightOrder(created: CreatedOrder, lang: Lang): string {
  if (created.payment?.kind === 'redirect') return created.payment.payment_url;
  return localePath(lang, orderPath(created.order.order_number, created.access_token));
}

/** "Thanh toán" of a flight request: one Idempotency-Key per attempt (the same on a retry after no answer; a click while one runs sends nothing). */
export function usePayFlight(id: string, lang: Lang) {
  const queryClient = useQueryClient();
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: (key: string) => createFlightOrder(id, { lang }, key),
    onSuccess: (created: CreatedOrder) => {
      settle(null);
      navigateTo(afterFlightOrder(created, lang));
    },
    onError: (error: Error) => {
      settle(error);
      if ('errorCode' in error && error.errorCode === 'FLIGHT_HOLD_EXPIRED')
        void queryClient.invalidateQueries({ queryKey: flightRequestKey(id) });
    },
  });
  const pay = () => {
    const key = begin(`pay:${lang}`);
    if (key) mutation.mutate(key);
  };
  return { pay, paying: busy || mutation.isPending || mutation.isSuccess, error: mutation.error };
}

'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder, type CreatedOrder } from '@/features/orders/index';
import type { Lang } from '@/lib/i18n/config';
import { localePath, navigateTo, orderPath } from '@/lib/paths';
import { bookingRequestKey } from '../../api/booking-requests';
import type { BookingRequest } from '../../schemas';
import { useActionKey } from '@/lib/hooks/use-action-key';
import { phoneForApi } from '@/features/checkout/index';
import { roomSlots, type GuestDetails } from '../receivers/guest-details';

/** The order's booking payload from the checkout's form: the booker, one receiver per room, the language. */
function orderBody(request: BookingRequest, details: GuestDetails, lang: Lang) {
  const slots = roomSlots(request);
  const note = details.special_requests.trim();
  return {
    contact: {
      full_name: details.booker.full_name.trim(),
      email: details.booker.email.trim(),
      phone: phoneForApi(details.booker.phone) ?? details.booker.phone,
    },
    receivers: slots.map(({ room }, i) => {
      const r = details.receivers[i]!;
      return {
        booking_request_rate_id: room.booking_request_rate_id,
        first_name: r.first_name,
        last_name: r.last_name,
        phone: phoneForApi(r.phone) ?? r.phone,
        bed_group_id: r.bed_group_id,
      };
    }),
    lang,
    ...(note ? { note } : {}),
  };
}

/** Where the browser goes once the order exists: the gateway or partner, else the order page (bank transfer, voucher, or a payment to start there when the provider did not answer). */
function afterOrder(created: CreatedOrder, lang: Lang): string {
  if (created.payment?.kind === 'redirect') return created.payment.payment_url;
  return localePath(lang, orderPath(created.order.order_number, created.access_token));
}

/** "Thanh toán": make the order (one Idempotency-Key per attempt, the same on a retry after no answer; a click while one runs sends nothing), then go on. */
export function usePay(request: BookingRequest, details: GuestDetails, lang: Lang) {
  const queryClient = useQueryClient();
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: ReturnType<typeof orderBody>; key: string }) => createOrder(request.id, body, key),
    onSuccess: (created: CreatedOrder) => {
      settle(null);
      navigateTo(afterOrder(created, lang));
    },
    onError: (error: Error) => {
      settle(error);
      if ('errorCode' in error && error.errorCode === 'HOLD_EXPIRED')
        void queryClient.invalidateQueries({ queryKey: bookingRequestKey(request.id) });
    },
  });
  const pay = () => {
    const body = orderBody(request, details, lang);
    const key = begin(`pay:${JSON.stringify(body)}`);
    if (key) mutation.mutate({ body, key });
  };
  return { pay, paying: busy || mutation.isPending || mutation.isSuccess, error: mutation.error };
}

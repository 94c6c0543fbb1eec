'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRequestKey, requestPrice } from '../../api/booking-requests';
import type { BookingRequest } from '../../schemas';
import { useActionKey } from '@/lib/hooks/use-action-key';
import { repriceBody } from './hold-rules';

/**
 * "Cập nhật giá": request-price with the same selection and this request's id (a new hold, new prices), one
 * Idempotency-Key per click, the same on a retry. The answer replaces the cached request, so the page
 * refreshes from it; `onMoved` is told when the server answered another request id.
 */
export function useReprice(request: BookingRequest, onMoved: (id: string) => void) {
  const queryClient = useQueryClient();
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: (key: string) => requestPrice(repriceBody(request), key),
    onSuccess: (answer) => {
      settle(null);
      queryClient.setQueryData(bookingRequestKey(answer.id), answer);
      if (answer.id !== request.id) onMoved(answer.id);
    },
    onError: (error: Error) => settle(error),
  });
  const reprice = () => {
    const key = begin(`reprice:${request.id}`);
    if (key) mutation.mutate(key);
  };
  return { reprice, pending: busy || mutation.isPending, error: mutation.error };
}

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
  const { keyFor, settle } = useActionKey();
  const mutation = useMutation({
    mutationFn: (key: string) => requestPrice(repriceBody(request), key),
    onSuccess: (answer) => {
      settle(null);
      queryClient.setQueryData(bookingRequestKey(answer.id), answer);
      if (answer.id !== request.id) onMoved(answer.id);
    },
    onError: (error: Error) => settle(error),
  });
  return { reprice: () => mutation.mutate(keyFor(`reprice:${request.id}`)), pending: mutation.isPending, error: mutation.error };
}

'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { applyCoupon, bookingRequestKey, removeCoupon } from '../../api/booking-requests';
import type { BookingRequest } from '../../schemas';
import { useActionKey } from '@/lib/hooks/use-action-key';

type Action = { kind: 'apply'; code: string } | { kind: 'remove' };

/**
 * Apply or remove the request's coupon: a new Idempotency-Key per click (the same when retrying a click
 * that got no answer); the answer is the whole request, written to the React Query cache, so the price
 * breakdown and everything else update from it.
 */
export function useCoupon(requestId: string) {
  const queryClient = useQueryClient();
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: ({ action, key }: { action: Action; key: string }) =>
      action.kind === 'apply' ? applyCoupon(requestId, { coupon_code: action.code }, key) : removeCoupon(requestId, key),
    onSuccess: (answer: BookingRequest) => {
      settle(null);
      queryClient.setQueryData(bookingRequestKey(requestId), answer);
    },
    onError: (error: Error) => {
      settle(error);
      // the hold ended meanwhile: read the request again so the page shows the expired state and its re-price
      if (error instanceof ApiClientError && error.errorCode === 'HOLD_EXPIRED')
        void queryClient.invalidateQueries({ queryKey: bookingRequestKey(requestId) });
    },
  });
  const run = (action: Action) => {
    const key = begin(action.kind === 'apply' ? `apply:${action.code}` : 'remove');
    if (key) mutation.mutate({ action, key });
  };
  return {
    apply: (code: string) => run({ kind: 'apply', code }),
    remove: () => run({ kind: 'remove' }),
    pending: busy || mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

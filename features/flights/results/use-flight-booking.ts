'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useActionKey } from '@/lib/hooks/use-action-key';
import { flightCheckoutPath, localePath, navigateTo } from '@/lib/paths';
import { createFlightBookingRequest } from '../api/create-booking-request';
import type { CreateFlightRequestBody } from '../schemas';

const GONE = new Set(['FLIGHT_SOLD_OUT', 'FLIGHT_CLOSED', 'FLIGHT_NOT_FOUND']);

/**
 * Holds the chosen fares (POST booking-requests) and goes to the checkout. A fare that sold out meanwhile
 * (409) shows the server's message and refreshes the lists; other failures say so in the page language. One
 * Idempotency-Key per chosen fares: a retry after no answer is the same call (one hold), a click while one runs sends nothing.
 */
export function useFlightBooking(lang: Lang) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ kind: 'soldOut' | 'failed'; message: string } | null>(null);
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: CreateFlightRequestBody; key: string }) => createFlightBookingRequest(body, key),
    onMutate: () => setNotice(null),
    onSuccess: (request) => {
      settle(null);
      navigateTo(localePath(lang, flightCheckoutPath(request.id)));
    },
    onError: (error) => {
      settle(error);
      if (error instanceof ApiClientError && GONE.has(error.errorCode)) {
        setNotice({ kind: 'soldOut', message: error.message });
        void client.invalidateQueries({ queryKey: ['flights', 'search'] });
        return;
      }
      setNotice({ kind: 'failed', message: error instanceof ApiClientError ? error.messageIn(lang) : '' });
    },
  });
  const book = (body: CreateFlightRequestBody) => {
    const key = begin(`hold:${JSON.stringify(body)}`);
    if (key) mutation.mutate({ body, key });
  };
  return { book, pending: busy || mutation.isPending || mutation.isSuccess, notice };
}

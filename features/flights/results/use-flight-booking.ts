'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { newIdempotencyKey } from '@/lib/api-client/idempotency';
import { flightCheckoutPath, localePath, navigateTo } from '@/lib/paths';
import { createFlightBookingRequest } from '../api/create-booking-request';
import type { CreateFlightRequestBody } from '../schemas';

const GONE = new Set(['FLIGHT_SOLD_OUT', 'FLIGHT_CLOSED', 'FLIGHT_NOT_FOUND']);

/**
 * Holds the chosen fares (POST booking-requests) and goes to the checkout. A fare that sold out meanwhile
 * (409) shows the server's message and refreshes the lists; other failures say so in the page language.
 */
export function useFlightBooking(lang: Lang) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ kind: 'soldOut' | 'failed'; message: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: CreateFlightRequestBody) => createFlightBookingRequest(body, newIdempotencyKey()),
    onMutate: () => setNotice(null),
    onSuccess: (request) => navigateTo(localePath(lang, flightCheckoutPath(request.id))),
    onError: (error) => {
      if (error instanceof ApiClientError && GONE.has(error.errorCode)) {
        setNotice({ kind: 'soldOut', message: error.message });
        void client.invalidateQueries({ queryKey: ['flights', 'search'] });
        return;
      }
      setNotice({ kind: 'failed', message: error instanceof ApiClientError ? error.messageIn(lang) : '' });
    },
  });
  return { book: mutation.mutate, pending: mutation.isPending || mutation.isSuccess, notice };
}

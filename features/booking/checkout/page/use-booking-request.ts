'use client';

import { useQuery } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { bookingRequestKey, getBookingRequest } from '../../api/booking-requests';

/** The booking request of the page (React Query, key bookingRequestKey(id)); a 404 is final, not retried. */
export function useBookingRequest(id: string) {
  return useQuery({
    queryKey: bookingRequestKey(id),
    queryFn: ({ signal }) => getBookingRequest(id, signal),
    // prices and the hold change on the server: read fresh on every visit
    staleTime: 0,
    retry: (count, error) => count < 1 && !(error instanceof ApiClientError && error.httpStatus !== undefined && error.httpStatus < 500),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError, unwrap } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import type { FlightBookingRequest } from '../schemas';

export const flightRequestKey = (id: string) => ['flight-booking-requests', id] as const;

/** GET /api/flight-service/v1/booking-requests/{id}: the held request (owner only; 404 otherwise). */
async function getFlightBookingRequest(id: string, signal?: AbortSignal): Promise<FlightBookingRequest> {
  return unwrap(await flightApi.get<Envelope<FlightBookingRequest>>(`/booking-requests/${encodeURIComponent(id)}`, { signal }));
}

/** The checkout's request: read fresh on every visit (the hold and the quote live on the server); a 4xx is final. */
export function useFlightBookingRequest(id: string) {
  return useQuery({
    queryKey: flightRequestKey(id),
    queryFn: ({ signal }) => getFlightBookingRequest(id, signal),
    staleTime: 0,
    retry: (count, error) => count < 1 && !(error instanceof ApiClientError && error.httpStatus !== undefined && error.httpStatus < 500),
  });
}

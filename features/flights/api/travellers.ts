import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import { flightApi, tmsApi } from '@/lib/api-client/services';
import { useActionKey } from '@/lib/hooks/use-action-key';
import type { FlightBookingRequest, FlightTravellersBody, PassportCountry } from '../schemas';
import { flightRequestKey } from './booking-request';

/** PUT /api/flight-service/v1/booking-requests/{id}/passengers: the answer carries the quote with baggage. */
async function putFlightTravellers(id: string, body: FlightTravellersBody, idempotencyKey: string): Promise<FlightBookingRequest> {
  return unwrap(
    await flightApi.put<Envelope<FlightBookingRequest>>(
      `/booking-requests/${encodeURIComponent(id)}/passengers`,
      body,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

/** Saves the travellers; the request in the cache becomes the server's answer (its quote is what is charged). */
export function useSaveTravellers(id: string, onSaved: (request: FlightBookingRequest) => void) {
  const queryClient = useQueryClient();
  const { begin, settle, busy } = useActionKey();
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: FlightTravellersBody; key: string }) => putFlightTravellers(id, body, key),
    onSuccess: (answer) => {
      settle(null);
      queryClient.setQueryData(flightRequestKey(id), answer);
      onSaved(answer);
    },
    onError: (error: Error) => {
      settle(error);
      if ('errorCode' in error && error.errorCode === 'FLIGHT_HOLD_EXPIRED')
        void queryClient.invalidateQueries({ queryKey: flightRequestKey(id) });
    },
  });
  return {
    save: (body: FlightTravellersBody) => {
      const key = begin(`travellers:${JSON.stringify(body)}`);
      if (key) mutation.mutate({ body, key });
    },
    saving: busy || mutation.isPending,
    error: mutation.error,
  };
}

/** GET /api/core-tms-service/redirect/core-user-service/passports/countries (spec 7.3). */
async function listPassportCountries(signal?: AbortSignal): Promise<PassportCountry[]> {
  return unwrap(await tmsApi.get<Envelope<PassportCountry[]>>('/redirect/core-user-service/passports/countries', { signal }));
}

/** The nationality list, read once per session (it rarely changes); only asked for on international routes. */
export function usePassportCountries(enabled: boolean) {
  return useQuery({
    queryKey: ['passport-countries'],
    queryFn: ({ signal }) => listPassportCountries(signal),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import type { AirportOption } from '../schemas';
import { flightKeys } from './query-keys';

/** GET /api/flight-service/v1/airports: every airport the picker offers (filtered in the browser). */
async function fetchAirports(signal?: AbortSignal): Promise<AirportOption[]> {
  return unwrap(await flightApi.get<Envelope<AirportOption[]>>('/airports', { signal }));
}

const NONE: AirportOption[] = [];

/** The airport list, asked once per visit (it changes with the seed only); `initial` when the page has it. */
export function useAirports(initial?: AirportOption[]): AirportOption[] {
  const { data } = useQuery({
    queryKey: flightKeys.airports(),
    queryFn: ({ signal }) => fetchAirports(signal),
    initialData: initial && initial.length > 0 ? initial : undefined,
    staleTime: 60 * 60_000,
    retry: false,
  });
  return data ?? NONE;
}

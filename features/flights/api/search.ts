import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import type { FlightSearchResult } from '../schemas';
import { flightKeys } from './query-keys';

/** GET /api/flight-service/v1/search?ap&dt&ps&leg&direction&sort&airlines&times. Errors are rethrown. */
async function fetchFlightSearch(query: string, signal?: AbortSignal): Promise<FlightSearchResult> {
  return unwrap(await flightApi.get<Envelope<FlightSearchResult>>(`/search?${query}`, { signal }));
}

const directionOf = (query: string) => new URLSearchParams(query).get('direction') ?? '0';

/**
 * One list of flights for an API query string. The server-rendered list is the initial data of its own
 * query; while another query of the same list loads (filters, sort, day), the previous answer stays on
 * screen (isPlaceholderData) under skeletons. Never across lists: outbound flights must not stand in for
 * the return list, where a click would book them as the way back.
 */
export function useFlightSearch(query: string, initial: { query: string; result: FlightSearchResult } | null, enabled = true) {
  return useQuery({
    queryKey: flightKeys.search(query),
    queryFn: ({ signal }) => fetchFlightSearch(query, signal),
    initialData: initial && initial.query === query ? initial.result : undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery && directionOf(String(previousQuery.queryKey[2])) === directionOf(query) ? previous : undefined,
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}

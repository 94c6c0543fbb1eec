import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import type { FlightSearchResult } from '../schemas';
import { flightKeys } from './query-keys';

/** GET /api/flight-service/v1/search?ap&dt&ps&leg&direction&sort&airlines&times. Errors are rethrown. */
async function fetchFlightSearch(query: string, signal?: AbortSignal): Promise<FlightSearchResult> {
  return unwrap(await flightApi.get<Envelope<FlightSearchResult>>(`/search?${query}`, { signal }));
}

/**
 * One list of flights for an API query string. The server-rendered list is the initial data of its own
 * query; while another query loads, the previous list stays on screen (isPlaceholderData) under skeletons.
 */
export function useFlightSearch(query: string, initial: { query: string; result: FlightSearchResult } | null, enabled = true) {
  return useQuery({
    queryKey: flightKeys.search(query),
    queryFn: ({ signal }) => fetchFlightSearch(query, signal),
    initialData: initial && initial.query === query ? initial.result : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}

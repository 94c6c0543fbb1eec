import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import type { SuggestedDestinations } from '../schemas';
import { flightKeys } from './query-keys';

/** GET /api/flight-service/v1/suggested-destinations (spec 3), both languages. */
async function fetchSuggestedDestinations(signal?: AbortSignal): Promise<SuggestedDestinations> {
  return unwrap(await flightApi.get<Envelope<SuggestedDestinations>>('/suggested-destinations', { signal }));
}

/** The suggested destinations, asked when a picker first opens empty (or given by the page). */
export function useSuggestedDestinations(active: boolean, initial?: SuggestedDestinations | null): SuggestedDestinations | undefined {
  const { data } = useQuery({
    queryKey: flightKeys.suggestions(),
    queryFn: ({ signal }) => fetchSuggestedDestinations(signal),
    initialData: initial ?? undefined,
    enabled: active || !!initial,
    staleTime: 60 * 60_000,
    retry: false,
  });
  return data;
}

import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import type { FareCalendar, FareCalendarBody } from '../schemas';
import { flightKeys } from './query-keys';

/** POST /api/flight-service/v1/combo-search-month-v2: the lowest fare of each day of a month. */
async function fetchFareCalendar(body: FareCalendarBody, signal?: AbortSignal): Promise<FareCalendar> {
  return unwrap(await flightApi.post<Envelope<FareCalendar>>('/combo-search-month-v2', body, { signal }));
}

/** A route's month of lowest fares, kept for 10 minutes per route, party and month. A failure shows no strip. */
export function useFareCalendar(body: FareCalendarBody | null) {
  return useQuery({
    queryKey: body ? flightKeys.fareCalendar(body) : ['flights', 'fare-calendar', 'none'],
    queryFn: ({ signal }) => fetchFareCalendar(body!, signal),
    enabled: !!body,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

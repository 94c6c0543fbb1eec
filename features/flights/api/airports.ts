import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { flightApi } from '@/lib/api-client/services';
import type { AirportOption, AirportsAnswer, FlightPlace } from '../schemas';
import { flightKeys } from './query-keys';

/** GET /api/flight-service/v1/airports: every airport the picker offers and the places without one (filtered in the browser). */
async function fetchAirports(signal?: AbortSignal): Promise<AirportsAnswer> {
  return unwrap(await flightApi.get<Envelope<AirportsAnswer>>('/airports', { signal }));
}

const NONE: AirportOption[] = [];
const NO_PLACES: FlightPlace[] = [];
const HOUR = 60 * 60_000;

/** The airport list, asked once per visit (it changes with the seed only); `initial` when the page has it. */
export function useAirports(initial?: AirportOption[]): AirportOption[] {
  const { data } = useQuery({
    queryKey: flightKeys.airports(),
    queryFn: async ({ signal }) => (await fetchAirports(signal)).airports,
    initialData: initial && initial.length > 0 ? initial : undefined,
    staleTime: HOUR,
    retry: false,
  });
  return data ?? NONE;
}

/**
 * The places without an airport (Hội An, Hạ Long...) with their nearest airports: the same answer, asked once
 * per visit when a picker first opens (pages render the airports, not the places).
 */
export function useFlightPlaces(enabled: boolean): FlightPlace[] {
  const { data } = useQuery({
    queryKey: [...flightKeys.airports(), 'places'],
    queryFn: async ({ signal }) => (await fetchAirports(signal)).places,
    enabled,
    staleTime: HOUR,
    retry: false,
  });
  return data ?? NO_PLACES;
}

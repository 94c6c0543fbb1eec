import { useQuery } from '@tanstack/react-query';
import type { RegionSuggestion } from '../../schemas';
import { fetchPopularDestinations } from './fetch-popular-destinations';

const NONE: RegionSuggestion[] = [];

/**
 * The popular destinations, asked the first time the destination field opens empty and kept for the
 * visit (they change with the catalogue only). A failed call shows nothing (spec 8) and is asked again
 * on the next opening.
 */
export function usePopularDestinations(active: boolean): RegionSuggestion[] {
  const { data } = useQuery({
    queryKey: ['hotel-search', 'popular-destinations'] as const,
    queryFn: ({ signal }) => fetchPopularDestinations(signal),
    enabled: active,
    staleTime: 30 * 60_000,
    retry: false,
  });
  return data?.regions ?? NONE;
}

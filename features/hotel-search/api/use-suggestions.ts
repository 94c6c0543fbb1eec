import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/i18n/config';
import type { SuggestResult } from '../schemas';
import { MAX_HOTELS, MAX_REGIONS, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from '../search-box/constants';
import { fetchSuggestions } from './fetch-suggestions';

/** Suggestions and the text they were asked for. */
export type Suggestions = SuggestResult & { text: string };

const none = (text: string): Suggestions => ({ regions: [], hotels: [], text });

/** Suggestions for one text, capped at 5 regions and 10 hotels (spec 9). */
export function suggestionsQuery(text: string, lang: Lang) {
  return queryOptions({
    queryKey: ['hotel-search', 'suggest', lang, text] as const,
    queryFn: async ({ signal }): Promise<Suggestions> => {
      const result = await fetchSuggestions(text, lang, signal);
      return { regions: result.regions.slice(0, MAX_REGIONS), hotels: result.hotels.slice(0, MAX_HOTELS), text };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Suggestions for the submit button: fetched now (no pause); too short or failed = none. */
export async function loadSuggestions(client: QueryClient, input: string, lang: Lang): Promise<Suggestions> {
  const text = input.trim();
  if (text.length < SUGGEST_MIN_CHARS) return none(text);
  try {
    return await client.fetchQuery(suggestionsQuery(text, lang));
  } catch {
    return none(text);
  }
}

/**
 * Suggestions while typing: asked 300 ms after the last keystroke, from 2 characters on, only while the
 * list is `active` (so a pre-filled box asks nothing on page load). A failed call shows nothing; the
 * previous list stays on screen until the next one arrives.
 */
export function useSuggestions(input: string, lang: Lang, active: boolean): Suggestions {
  const current = input.trim();
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const enabled = active && settled.length >= SUGGEST_MIN_CHARS && current.length >= SUGGEST_MIN_CHARS;
  const { data } = useQuery({ ...suggestionsQuery(settled, lang), enabled, placeholderData: keepPreviousData });
  return enabled && data ? data : none(settled);
}

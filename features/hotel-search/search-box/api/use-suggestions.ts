import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/i18n/config';
import type { SuggestResult } from '../../schemas';
import { SUGGEST_MIN_CHARS, SUGGESTION_LIMITS } from '../../constants';
import { fetchSuggestions } from './fetch-suggestions';

/** Suggestions and the text they were asked for. */
export type Suggestions = SuggestResult & { text: string };

/** Spec 9 "Search": the pause after the last keystroke before suggestions are asked. */
const SUGGEST_DEBOUNCE_MS = 300;

const none = (text: string): Suggestions => ({ regions: [], hotels: [], text });

/** Suggestions for one text, capped at SUGGESTION_LIMITS (spec 9). */
function suggestionsQuery(text: string, lang: Lang) {
  return queryOptions({
    queryKey: ['hotel-search', 'suggest', lang, text] as const,
    queryFn: async ({ signal }): Promise<Suggestions> => {
      const result = await fetchSuggestions(text, lang, signal);
      return {
        regions: result.regions.slice(0, SUGGESTION_LIMITS.regions),
        hotels: result.hotels.slice(0, SUGGESTION_LIMITS.hotels),
        text,
      };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * Suggestions for the submit button: fetched now (no pause); too short = none. A failed call is
 * rethrown (spec 8: the caller shows no message), never read as "no results".
 */
export async function loadSuggestions(client: QueryClient, input: string, lang: Lang): Promise<Suggestions> {
  const text = input.trim();
  if (text.length < SUGGEST_MIN_CHARS) return none(text);
  return client.fetchQuery(suggestionsQuery(text, lang));
}

/**
 * Suggestions while typing: asked 300 ms after the last keystroke, from 2 characters on, only while the
 * list is `active` (so a pre-filled box asks nothing on page load). Only a list for the text in the
 * input is returned: while the visitor types, and while the answer for the new text is on its way,
 * there is none, so a list for an older text can never be picked. Answers are kept per text, so one
 * that arrives late (out of order) lands in its own entry and is not shown. A failed call shows nothing
 * and is asked again when the text changes.
 */
export function useSuggestions(input: string, lang: Lang, active: boolean): Suggestions {
  const current = input.trim();
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const enabled = active && settled === current && current.length >= SUGGEST_MIN_CHARS;
  const { data } = useQuery({ ...suggestionsQuery(settled, lang), enabled });
  return enabled && data?.text === current ? data : none(current);
}

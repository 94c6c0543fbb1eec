import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { loadSuggestions, type Suggestions } from './api/use-suggestions';
import { submitDestination, type SubmitError } from './submit-destination';
import type { BestPriceConfig, SearchSelection, Stay } from './types';
import { localePath, navigateTo } from '@/lib/paths';
import { rememberSearch } from './use-recent-searches';

/**
 * Runs the submit rules against the current address and navigates on success. Without a selection the
 * suggestions for the typed text are fetched at once (no pause), so the first one can be taken.
 */
export function useSearchSubmit(lang: Lang, bestPrice: BestPriceConfig) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const submit = async (selection: SearchSelection | null, input: string, stay: Stay): Promise<SubmitError | null> => {
    setPending(true);
    try {
      let suggestions: Suggestions | { regions: []; hotels: [] } = { regions: [], hotels: [] };
      if (!selection) {
        try {
          suggestions = await loadSuggestions(queryClient, input, lang);
        } catch {
          // spec 8: a failed suggestion call shows no message; the next submit or keystroke asks again
          return null;
        }
      }
      const result = submitDestination({
        selection,
        input,
        suggestions,
        pathname: window.location.pathname,
        query: new URLSearchParams(window.location.search),
        stay,
        bestPrice,
      });
      if (!result.ok) return result.error;
      rememberSearch(result.selection);
      navigateTo(localePath(lang, result.url));
      return null;
    } finally {
      setPending(false);
    }
  };
  return { submit, pending };
}

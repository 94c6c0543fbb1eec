import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/i18n/config';
import type { QueryCache } from '@/lib/query/query-cache';
import { useQueryCache } from '@/lib/query/query-provider';
import type { SuggestResult } from '../schemas';
import { MAX_HOTELS, MAX_REGIONS, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from '../search-box/constants';
import { fetchSuggestions } from './fetch-suggestions';

/** Suggestions and the text they were asked for. */
export type Suggestions = SuggestResult & { text: string };

const STALE_MS = 5 * 60_000;
const none = (text: string): Suggestions => ({ regions: [], hotels: [], text });
const keyOf = (text: string, lang: Lang) => `hotel-search/suggest/${lang}/${text}`;

/** Suggestions for one text, capped at 5 regions and 10 hotels (spec 9); kept 5 minutes per page. */
function suggestions(cache: QueryCache, text: string, lang: Lang): Promise<Suggestions> {
  return cache.fetch(
    keyOf(text, lang),
    async (signal) => {
      const result = await fetchSuggestions(text, lang, signal);
      return { regions: result.regions.slice(0, MAX_REGIONS), hotels: result.hotels.slice(0, MAX_HOTELS), text };
    },
    STALE_MS,
  );
}

/** Suggestions for the submit button: fetched now (no pause); too short or failed = none. */
export async function loadSuggestions(cache: QueryCache, input: string, lang: Lang): Promise<Suggestions> {
  const text = input.trim();
  if (text.length < SUGGEST_MIN_CHARS) return none(text);
  const pending = suggestions(cache, text, lang);
  const release = cache.hold(keyOf(text, lang));
  try {
    return await pending;
  } catch {
    return none(text);
  } finally {
    release();
  }
}

type Answer = { key: string; data: Suggestions | null };

/**
 * Suggestions while typing: asked 300 ms after the last keystroke, from 2 characters on, only while the
 * list is `active` (so a pre-filled box asks nothing on page load). A failed call shows nothing; the
 * previous list stays on screen until the next one arrives.
 */
export function useSuggestions(input: string, lang: Lang, active: boolean): Suggestions {
  const cache = useQueryCache();
  const current = input.trim();
  const [settled, setSettled] = useState(current);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(current), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const enabled = active && settled.length >= SUGGEST_MIN_CHARS && current.length >= SUGGEST_MIN_CHARS;
  const key = keyOf(settled, lang);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const pending = suggestions(cache, settled, lang);
    const release = cache.hold(key);
    pending.then(
      (data) => live && setAnswer({ key, data }),
      () => live && setAnswer({ key, data: null }),
    );
    return () => {
      live = false;
      release();
    };
  }, [cache, enabled, key, settled, lang]);

  if (!enabled) return none(settled);
  // the fresh answer for this text, else the previous list while this one is on its way
  return cache.peek<Suggestions>(key, STALE_MS) ?? answer?.data ?? none(settled);
}

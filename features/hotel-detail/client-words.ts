import type { LangResources } from '@/lib/i18n/translate';

/**
 * The hotelDetail groups the page's client components translate with (useDetailT: gallery, panorama, room
 * count, selection summary, stay editor). DetailTextProvider gets only these: the rest of the namespace is
 * rendered on the server and would only weigh the page's flight data. client-words.test.ts checks the list.
 */
export const CLIENT_DETAIL_GROUPS = ['photo', 'loading', 'close', 'gallery', 'panorama', 'map', 'select', 'summary', 'stay'] as const;

export function clientDetailWords(resources: LangResources[string]): LangResources[string] {
  const words: Record<string, LangResources[string][string]> = {};
  for (const group of CLIENT_DETAIL_GROUPS) {
    const value = resources[group];
    if (value !== undefined) words[group] = value;
  }
  return words;
}

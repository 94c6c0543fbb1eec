import { toSearchKey } from '@/lib/text/search-key';

const words = (text: string) =>
  new Set(
    toSearchKey(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/**
 * A rate plan's label: its name, then each fact the name does not already state. A fact is stated when
 * every word of it appears in the name ("Bao gồm bữa sáng và bữa tối" states "Bao gồm bữa sáng"), so
 * "Bao gồm bữa sáng · Bao gồm bữa sáng" cannot happen, in either language.
 */
export function rateLabel(name: string, facts: string[]): string {
  const seen = words(name);
  const parts = [name];
  for (const fact of facts) {
    const factWords = [...words(fact)];
    if (factWords.length > 0 && factWords.every((w) => seen.has(w))) continue;
    parts.push(fact);
    for (const w of factWords) seen.add(w);
  }
  return parts.join(' · ');
}

import type { Lang } from './config';

/** A text stored twice, as the database's `_vi`/`_en` (or `nameVi`/`name`) column pair. */
export type LocalizedText = { vi: string | null | undefined; en: string | null | undefined };

/**
 * The text in the page language, falling back to the other language when that one is empty: every `_vi`/`_en`
 * pair is read through here, so a missing translation never shows a blank.
 */
export function localized(text: LocalizedText, lang: Lang): string {
  const [first, second] = lang === 'vi' ? [text.vi, text.en] : [text.en, text.vi];
  return first || second || '';
}

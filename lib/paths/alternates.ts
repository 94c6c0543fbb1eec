import type { Metadata } from 'next';
import type { Lang } from '@/lib/i18n/config';
import { localePath } from './locale';

/** Canonical for this language plus hreflang vi/en/x-default (x-default = Vietnamese). */
export function alternates(lang: Lang, path: string): NonNullable<Metadata['alternates']> {
  return {
    canonical: localePath(lang, path),
    languages: { vi: localePath('vi', path), en: localePath('en', path), 'x-default': localePath('vi', path) },
  };
}

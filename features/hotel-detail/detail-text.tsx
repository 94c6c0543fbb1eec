'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { createTranslate, type LangResources, type Translate } from '@/lib/i18n/translate';

type NamespaceResources = LangResources[string];

const DetailTextContext = createContext<Translate | null>(null);

/**
 * The hotel page's own translations for its client parts. `hotelDetail` is no client namespace of the
 * layout (other pages do not need it), so the page passes it here, once, in the page language.
 */
export function DetailTextProvider({ lang, resources, children }: { lang: Lang; resources: NamespaceResources; children: ReactNode }) {
  const t = useMemo(() => createTranslate(lang, { hotelDetail: resources }, 'hotelDetail'), [lang, resources]);
  return <DetailTextContext.Provider value={t}>{children}</DetailTextContext.Provider>;
}

/** `t` of the hotelDetail namespace; the key itself outside the provider. */
export function useDetailT(): Translate {
  return useContext(DetailTextContext) ?? ((key: string) => key);
}

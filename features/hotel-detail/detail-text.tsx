'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { createClientI18n } from '@/lib/i18n/i18n-provider';
import type { LangResources, Translate } from '@/lib/i18n/translate';

type NamespaceResources = LangResources[string];

const DetailTextContext = createContext<Translate | null>(null);

/**
 * The hotel page's own translations for its client parts. `hotelDetail` is no client namespace of the
 * layout (other pages do not need it), so the page passes it here, once, in the page language.
 */
export function DetailTextProvider({ lang, resources, children }: { lang: Lang; resources: NamespaceResources; children: ReactNode }) {
  const t = useMemo((): Translate => createClientI18n(lang, { hotelDetail: resources }).getFixedT(lang, 'hotelDetail'), [lang, resources]);
  return <DetailTextContext.Provider value={t}>{children}</DetailTextContext.Provider>;
}

/** `t` of the hotelDetail namespace; the key itself outside the provider. */
export function useDetailT(): Translate {
  return useContext(DetailTextContext) ?? ((key: string) => key);
}

'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANG, type Lang } from './config';
import type { Namespace } from './resources';
import { createTranslate, type LangResources, type Translate } from './translate';

type I18nValue = { lang: Lang; resources: LangResources };

const I18nContext = createContext<I18nValue | null>(null);
const EMPTY: I18nValue = { lang: DEFAULT_LANG, resources: {} };

/**
 * The page language and its translations for client components. The server passes the resources of the
 * page's language as a prop (they travel in the page's RSC payload), so no JSON or i18next is in the
 * browser bundles; `t` follows i18next's rules for what the site uses (lib/i18n/translate.ts).
 */
export function I18nProvider({ lang, resources, children }: { lang: Lang; resources: LangResources; children: ReactNode }) {
  const value = useMemo(() => ({ lang, resources }), [lang, resources]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** react-i18next's useTranslation, as the site uses it: `t` for one namespace and the language. */
export function useTranslation(ns: Namespace = 'common'): { t: Translate; i18n: { language: Lang } } {
  const value = useContext(I18nContext) ?? EMPTY;
  const t = useMemo(() => createTranslate(value.lang, value.resources, ns), [value, ns]);
  return { t, i18n: { language: value.lang } };
}

/** The page's translations as given to the provider (a product may provide its own words over a namespace). */
export function useResources(): LangResources {
  return (useContext(I18nContext) ?? EMPTY).resources;
}

/** The page language. */
export function useLang(): Lang {
  return (useContext(I18nContext) ?? EMPTY).lang;
}

'use client';

import { createInstance, type i18n } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANG, type Lang } from './config';
import { memoizePlainT } from './memo-t';
import type { LangResources } from './translate';

type I18nValue = { lang: Lang; resources: LangResources; instance: i18n | null };

const I18nContext = createContext<I18nValue | null>(null);
const EMPTY: I18nValue = { lang: DEFAULT_LANG, resources: {}, instance: null };

/**
 * A ready i18next instance holding only the namespaces the server gave the page: initialised synchronously
 * (initAsync: false, inline resources), so the first render, on the server and while hydrating, is translated.
 * No fallback language: a page gets the words of its own language only, a missing key shows the key.
 */
export function createClientI18n(lang: Lang, resources: LangResources): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return memoizePlainT(instance);
}

/** Server renders only: ready instances by their words (a language's words never change while the process runs). */
const SERVER_INSTANCES_MAX = 64;
const serverInstances = typeof window === 'undefined' ? new Map<string, i18n>() : null;

/**
 * The instance for these words. In the browser, one per provider. On the server, where every request would
 * otherwise set up the same instances again (about 1 ms each, the largest cost of a light page: bench/profile.mjs),
 * instances are kept by their words' content: the words come from the static dictionaries, so the set is small,
 * and an instance is only read (t) by a render, never changed.
 */
function instanceFor(lang: Lang, resources: LangResources): i18n {
  if (!serverInstances) return createClientI18n(lang, resources);
  const key = `${lang}\n${JSON.stringify(resources)}`;
  let instance = serverInstances.get(key);
  if (!instance) {
    instance = createClientI18n(lang, resources);
    if (serverInstances.size >= SERVER_INSTANCES_MAX) serverInstances.delete(serverInstances.keys().next().value!);
    serverInstances.set(key, instance);
  }
  return instance;
}

/**
 * The page language and its translations for client components (react-i18next's useTranslation). The server
 * passes the resources of the page's language as a prop (they travel in the page's RSC payload); each provider
 * has its own i18next instance over them in the browser (no JSON is fetched); server renders share ready ones.
 */
export function I18nProvider({ lang, resources, children }: { lang: Lang; resources: LangResources; children: ReactNode }) {
  const value = useMemo(() => ({ lang, resources, instance: instanceFor(lang, resources) }), [lang, resources]);
  return (
    <I18nContext.Provider value={value}>
      <I18nextProvider i18n={value.instance}>{children}</I18nextProvider>
    </I18nContext.Provider>
  );
}

/** The page's translations as given to the provider (a product may provide its own words over a namespace). */
export function useResources(): LangResources {
  return (useContext(I18nContext) ?? EMPTY).resources;
}

/** The page's i18next instance (lib/i18n/use-translation.ts), or null outside any provider. */
export function useI18nInstance(): i18n | null {
  return (useContext(I18nContext) ?? EMPTY).instance;
}

/** The page language. */
export function useLang(): Lang {
  return (useContext(I18nContext) ?? EMPTY).lang;
}

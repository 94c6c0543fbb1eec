'use client';

import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useLang, useResources } from './i18n-provider';
import type { LangResources } from './translate';

/** The page's translations with `words` added (a page's own namespaces over the layout's). */
export function Words({ words, children }: { words: LangResources; children: ReactNode }) {
  const lang = useLang();
  const resources = useResources();
  const merged = useMemo((): LangResources => ({ ...resources, ...words }), [resources, words]);
  return (
    <I18nProvider lang={lang} resources={merged}>
      {children}
    </I18nProvider>
  );
}

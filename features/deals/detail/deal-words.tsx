'use client';

import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useLang, useResources } from '@/lib/i18n/i18n-provider';
import type { LangResources } from '@/lib/i18n/translate';

type Tree = { readonly [key: string]: string | Tree };

/**
 * The deals namespace for the client components of a deal page (the buy-deal popup) and a deal order: the
 * server passes it only to the pages that need it, so the other pages' payload does not carry it.
 */
export function DealWords({ words, children }: { words: Tree; children: ReactNode }) {
  const lang = useLang();
  const resources = useResources();
  const withDeals = useMemo((): LangResources => ({ ...resources, deals: words }), [resources, words]);
  return (
    <I18nProvider lang={lang} resources={withDeals}>
      {children}
    </I18nProvider>
  );
}

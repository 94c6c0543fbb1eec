'use client';

import type { ReactNode } from 'react';
import { AuthProvider, type InitialAuth } from '@/features/auth/index';
import { CurrencyProvider } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { LangResources } from '@/lib/i18n/translate';
import { QueryProvider } from '@/lib/query/query-provider';
import type { CurrencyCode } from '@/lib/money/currency';

// zod probes for eval with `new Function` before a fast parse; the site's CSP has no 'unsafe-eval', and the browser
// reports the probe as a violation even though zod catches it (Lighthouse best practices). Parse without it. zod keeps
// its settings on globalThis (`__zod_globalConfig`, read or created when zod first loads), so the setting is made
// there without importing zod: even its core's `config` brought 5.5 KB gz into every page (bench/first-load.mjs). Only
// in the browser: the server has no CSP, and its zod (one globalThis for every request) keeps its fast parse.
if (typeof window !== 'undefined') {
  const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (zodSettings.__zod_globalConfig ??= {}).jitless = true;
}

// No antd here: the antd parts load on demand and bring their own provider (lib/theme/antd-provider.tsx).
export function Providers({
  lang,
  resources,
  currency,
  usdRate,
  initialAuth,
  children,
}: {
  lang: Lang;
  /** the page language's translations for client components */
  resources: LangResources;
  currency: CurrencyCode;
  usdRate: number | null;
  /** the server's signed-in state (the HTML's marks win in the browser: features/auth initial-auth) */
  initialAuth: InitialAuth;
  children: ReactNode;
}) {
  return (
    <QueryProvider>
      <I18nProvider lang={lang} resources={resources}>
        <CurrencyProvider initialCurrency={currency} usdRate={usdRate}>
          <AuthProvider initial={initialAuth}>{children}</AuthProvider>
        </CurrencyProvider>
      </I18nProvider>
    </QueryProvider>
  );
}

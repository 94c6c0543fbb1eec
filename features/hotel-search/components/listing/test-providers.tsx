import type { ReactNode } from 'react';
import { CurrencyProvider } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';

/** The real providers the listing components need in tests: translations and VND prices. */
export function TestProviders({ lang = 'vi', children }: { lang?: Lang; children: ReactNode }) {
  return (
    <I18nProvider lang={lang} resources={RESOURCES[lang]}>
      <CurrencyProvider initialCurrency="VND" usdRate={25_400}>
        {children}
      </CurrencyProvider>
    </I18nProvider>
  );
}

import type { ReactNode } from 'react';
import { CurrencyProvider } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import type { CurrencyCode } from '@/lib/money/currency';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';

/** The real providers the listing components need in tests: translations and prices (VND unless told). */
export function TestProviders({ lang = 'vi', currency = 'VND', children }: { lang?: Lang; currency?: CurrencyCode; children: ReactNode }) {
  return (
    <I18nProvider lang={lang} resources={RESOURCES[lang]}>
      <CurrencyProvider initialCurrency={currency} usdRate={25_400}>
        {children}
      </CurrencyProvider>
    </I18nProvider>
  );
}

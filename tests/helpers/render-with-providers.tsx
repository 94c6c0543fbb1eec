import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { CurrencyProvider } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import type { CurrencyCode } from '@/lib/money/currency';
import { QueryProvider } from '@/lib/query/query-provider';

export type TestProviderOptions = {
  lang?: Lang;
  /** the visitor's currency (VND unless told) */
  currency?: CurrencyCode;
  /** VND per USD; null = no rate known */
  usdRate?: number | null;
};

// jsdom fires no transitionend, so antd popups would never finish closing with animations on.
const noMotion = { token: { motion: false } };

/** The real providers the site's components run in: React Query, translations, prices, antd without motion. */
export function TestProviders({
  lang = 'vi',
  currency = 'VND',
  usdRate = 25_400,
  children,
}: TestProviderOptions & { children: ReactNode }) {
  return (
    <QueryProvider>
      <I18nProvider lang={lang} resources={RESOURCES[lang]}>
        <CurrencyProvider initialCurrency={currency} usdRate={usdRate}>
          <ConfigProvider theme={noMotion}>{children}</ConfigProvider>
        </CurrencyProvider>
      </I18nProvider>
    </QueryProvider>
  );
}

/** Renders `ui` inside TestProviders. */
export function renderWithProviders(ui: ReactElement, options: TestProviderOptions = {}) {
  return render(<TestProviders {...options}>{ui}</TestProviders>);
}

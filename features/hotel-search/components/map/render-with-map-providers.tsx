import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CurrencyProvider } from '@/features/currency';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';

/** Test helper: the real i18n and currency providers the map runs in. */
export function renderWithMapProviders(ui: ReactElement, lang: Lang = 'vi') {
  return render(
    <I18nProvider lang={lang} resources={RESOURCES[lang]}>
      <CurrencyProvider initialCurrency="VND" usdRate={null}>
        {ui}
      </CurrencyProvider>
    </I18nProvider>,
  );
}

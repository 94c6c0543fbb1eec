import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import { QueryProvider } from '@/lib/query/query-provider';

// jsdom fires no transitionend, so antd popups would never finish closing with animations on.
const noMotion = { token: { motion: false } };

/** Test helper: the real i18n and React Query providers the search box runs in. */
export function renderWithProviders(ui: ReactElement, lang: Lang = 'vi') {
  return render(
    <QueryProvider>
      <I18nProvider lang={lang} resources={RESOURCES[lang]}>
        <ConfigProvider theme={noMotion}>{ui}</ConfigProvider>
      </I18nProvider>
    </QueryProvider>,
  );
}

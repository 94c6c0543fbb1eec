'use client';

import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { CurrencyProvider } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { QueryProvider } from '@/lib/query/query-provider';
import { antdTheme } from '@/lib/theme/antd-theme';
import type { CurrencyCode } from '@/lib/money/currency';

// antd runs in zero-runtime mode: its CSS was extracted at build time (scripts/build-antd-css.tsx).
const theme = { ...antdTheme, zeroRuntime: true };

export function Providers({
  lang,
  currency,
  usdRate,
  children,
}: {
  lang: Lang;
  currency: CurrencyCode;
  usdRate: number | null;
  children: ReactNode;
}) {
  return (
    <QueryProvider>
      <I18nProvider lang={lang}>
        <ConfigProvider theme={theme} locale={lang === 'vi' ? viVN : enUS}>
          <CurrencyProvider initialCurrency={currency} usdRate={usdRate}>
            {children}
          </CurrencyProvider>
        </ConfigProvider>
      </I18nProvider>
    </QueryProvider>
  );
}

'use client';

// The popups' antd CSS comes with the first of them to load, not with the page (scripts/build-antd-css.tsx).
import '@/.generated/antd-overlays.css';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { useLang } from '@/lib/i18n/i18n-provider';
import { antdTheme } from './antd-theme';

// antd runs in zero-runtime mode: its CSS was extracted at build time (scripts/build-antd-css.tsx).
const theme = { ...antdTheme, zeroRuntime: true };

/**
 * Theme and locale (the page's language) for antd. Only the parts loaded on demand (date picker, drawers,
 * modals, tooltips) use antd, so each of them wraps itself in this provider instead of the whole page carrying it.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={useLang() === 'vi' ? viVN : enUS}>
      {children}
    </ConfigProvider>
  );
}

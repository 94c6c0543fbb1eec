'use client';

import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from './config';
import { createI18n } from './create-i18n';

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [i18n] = useState(() => createI18n(lang));
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

'use client';

import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from './config';
import { createI18n } from './create-i18n';

// One instance per language: resources are static and the language never changes on an instance,
// so server renders share them instead of initialising i18next on every request.
const instances = new Map<Lang, i18n>();

function instanceFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <I18nextProvider i18n={instanceFor(lang)}>{children}</I18nextProvider>;
}

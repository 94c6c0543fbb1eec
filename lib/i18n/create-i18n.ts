import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LANG, type Lang } from './config';
import { memoizePlainT } from './memo-t';
import { NAMESPACES, RESOURCES } from './resources';

/** A synchronous, ready i18next instance for one language (server components; the browser uses lib/i18n/translate.ts). */
export function createI18n(lang: Lang): i18n {
  const instance = createInstance();
  // initAsync: false with inline resources: init is done when it returns, its promise carries nothing.
  void instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    resources: { [lang]: RESOURCES[lang], ...(lang === DEFAULT_LANG ? {} : { [DEFAULT_LANG]: RESOURCES[DEFAULT_LANG] }) },
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return memoizePlainT(instance);
}

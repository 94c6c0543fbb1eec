import { createInstance, type i18n, type TFunction } from 'i18next';
import { useTranslation as useReactI18next } from 'react-i18next';
import { useI18nInstance } from './i18n-provider';
import { memoizePlainT } from './memo-t';

type Translation = { t: TFunction; i18n: i18n };

/** Outside any provider (a stray test render): every key shows as itself. */
let bare: i18n | null = null;
function bareInstance(): i18n {
  if (!bare) {
    bare = memoizePlainT(createInstance());
    void bare.init({ lng: 'vi', resources: {}, initAsync: false });
  }
  return bare;
}

/**
 * On the server: the provider's instance and its remembered `t`, nothing else. react-i18next's hook copies the
 * whole i18next instance for every component on its first render (to follow language changes), and on the server
 * every render is a first render: 7 % of the listing's render time (bench/profile.mjs). A page never changes its
 * language (a language is another address), so the server has nothing to follow. Record 165.
 */
function useServerTranslation(ns?: string | readonly string[]): Translation {
  const instance = useI18nInstance() ?? bareInstance();
  const first = typeof ns === 'string' ? ns : (ns?.[0] ?? 'common');
  return { t: instance.getFixedT(null, first), i18n: instance };
}

function useBrowserTranslation(ns?: string | readonly string[]): Translation {
  const { t, i18n } = useReactI18next(ns as string | string[] | undefined);
  return { t: t as TFunction, i18n };
}

/**
 * A client component's translations: `const { t, i18n } = useTranslation('orders')` (the first namespace is the
 * default, others by `ns:key`). In the browser this is react-i18next's hook; on the server, where it is the largest
 * cost of the hook-heavy pages, the same words come straight from the same instance. Which one runs never changes
 * within one environment, so the hook order is stable.
 */
export const useTranslation: (ns?: string | readonly string[]) => Translation =
  typeof window === 'undefined' ? useServerTranslation : useBrowserTranslation;

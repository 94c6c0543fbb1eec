'use client';

import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from './config';

/** The page language, from the translation provider. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

import viCommon from '@/locales/vi/common.json';
import viHome from '@/locales/vi/home.json';
import enCommon from '@/locales/en/common.json';
import enHome from '@/locales/en/home.json';
import type { Lang } from './config';

/** Every namespace of every language; vi is the source of truth (a test checks en has the same keys). */
export const RESOURCES = {
  vi: { common: viCommon, home: viHome },
  en: { common: enCommon, home: enHome },
} satisfies Record<Lang, Record<string, unknown>>;

export type Namespace = keyof (typeof RESOURCES)['vi'];
export const NAMESPACES = Object.keys(RESOURCES.vi) as Namespace[];

export const LANGS = ['vi', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'vi';

export function isLang(value: unknown): value is Lang {
  return value === 'vi' || value === 'en';
}

export const LANGS = ['vi', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'vi';

export function isLang(value: unknown): value is Lang {
  return value === 'vi' || value === 'en';
}

/** Vietnamese lives at unprefixed paths, English under /en. `path` starts with "/". */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** Strips a language prefix: "/en/khach-san?x=1" -> "/khach-san?x=1". */
export function stripLocale(path: string): string {
  const match = /^\/(en|vi)(?=\/|\?|$)/.exec(path);
  if (!match) return path;
  const rest = path.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in the other language. */
export function switchLocalePath(path: string, target: Lang): string {
  return localePath(target, stripLocale(path));
}

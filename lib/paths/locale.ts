import { DEFAULT_LANG, type Lang } from '@/lib/i18n/config';

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

/**
 * The address of a page the router may report under the internal /vi path (next.config.ts rewrites
 * unprefixed paths to /vi): Vietnamese addresses have no prefix.
 */
export function withoutInternalVi(pathname: string): string {
  return pathname.replace(/^\/vi(?=\/|$)/, '') || '/';
}

/** A path with its query, "?" only when there is one. */
export function withQuery(path: string, params: URLSearchParams = new URLSearchParams()): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

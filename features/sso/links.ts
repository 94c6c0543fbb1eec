import type { SsoLang } from './messages';

export type SsoPage = 'login' | 'register' | 'forgot-password' | 'logout' | 'reset-password';

/** An address of the service that keeps the visitor's callbackUrl and language. */
export function ssoHref(page: SsoPage, keep: { callbackUrl?: string; lang: SsoLang }): string {
  const query = new URLSearchParams();
  if (keep.callbackUrl) query.set('callbackUrl', keep.callbackUrl);
  if (keep.lang === 'en') query.set('lang', 'en');
  const search = query.toString();
  return `/sso/${page}${search ? `?${search}` : ''}`;
}

/** The one value of a query parameter (the first when repeated). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { ssoUrl } from '@/lib/paths';
import { useOrigin } from '@/lib/hooks/use-browser-value';

/** The single sign-on login or register address with a callback to the current page (query included). */
export function useSsoHref(ssoBaseUrl: string, page: 'login' | 'register'): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The origin is only known in the browser; the server renders a same-origin relative callback.
  const origin = useOrigin();
  return ssoUrl(ssoBaseUrl, page, `${origin}${pathname}${search ? `?${search}` : ''}`);
}

/** The single sign-on login address with a callback to the current page (query included). */
export function useLoginHref(ssoBaseUrl: string): string {
  return useSsoHref(ssoBaseUrl, 'login');
}

/**
 * The same without the query, for the server render outside a Suspense boundary (useSearchParams would
 * turn a static page's header into a client-only render, and the auth slot must be in the HTML).
 */
export function useSsoHrefWithoutQuery(ssoBaseUrl: string, page: 'login' | 'register'): string {
  const pathname = usePathname();
  return ssoUrl(ssoBaseUrl, page, `${useOrigin()}${pathname}`);
}

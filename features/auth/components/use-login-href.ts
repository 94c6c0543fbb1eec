'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { ssoUrl } from '@/lib/paths';
import { useOrigin } from '@/lib/hooks/use-browser-value';

/** The single sign-on login address with a callback to the current page (query included). */
export function useLoginHref(ssoBaseUrl: string): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The origin is only known in the browser; the server renders a same-origin relative callback.
  const origin = useOrigin();
  return ssoUrl(ssoBaseUrl, 'login', `${origin}${pathname}${search ? `?${search}` : ''}`);
}

import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from '@/lib/security/headers';

/**
 * Language routing and the page CSP. Vietnamese pages live at unprefixed paths and are rewritten to
 * /vi/...; English lives under /en; a /vi/... address redirects to its unprefixed form.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  if (pathname === '/vi' || pathname.startsWith('/vi/')) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(3) || '/';
    return NextResponse.redirect(url, 308);
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-url', pathname + search);

  const isEnglish = pathname === '/en' || pathname.startsWith('/en/');
  const internal = request.nextUrl.clone();
  internal.pathname = `/vi${pathname === '/' ? '' : pathname}`;
  const response = isEnglish
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : NextResponse.rewrite(internal, { request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, Next's assets, built-in services, generated media or files with an extension.
      source: '/((?!api/|_next/|media/|sso|sandbox|favicon|robots.txt|sitemap|.*\\.[a-zA-Z0-9]+$).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};

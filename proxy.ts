import { NextResponse, type NextRequest } from 'next/server';
import { toErrorEnvelope } from '@/lib/api/envelope';
import { badRequest } from '@/lib/api/errors';
import { MEDIA_PREFIX, SITEMAPS_PREFIX, withoutInternalVi } from '@/lib/paths';
import { contentSecurityPolicy } from '@/lib/security/headers';

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page CSP (a fresh nonce per response), and the canonical form of Vietnamese addresses: a
 * /vi/... address redirects to its unprefixed form (next.config.ts rewrites unprefixed paths to /vi).
 * An address with broken percent-encoding is a 400 here: Next would fail decoding it into route params.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodable(pathname)) {
    const { httpStatus, body } = toErrorEnvelope(badRequest('Địa chỉ không hợp lệ'));
    return NextResponse.json(body, { status: httpStatus });
  }
  // generated files: nothing more to do
  if (pathname.startsWith(`${MEDIA_PREFIX}/`) || pathname.startsWith(`${SITEMAPS_PREFIX}/`)) return NextResponse.next();

  const canonical = withoutInternalVi(pathname);
  if (canonical !== pathname) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy({ nonce });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = {
  matcher: [
    // only for their addresses' encoding check
    '/media/:path*',
    '/sitemaps/:path*',
    {
      // Pages (the sign-on service's /sso pages too), and the 404 page of any other address (/x.php too): not the
      // APIs, Next's assets, the sandbox, generated media, sitemaps or the public files (next.config.ts gives those a script-less CSP).
      source: '/((?!api/|_next/|media/|sso/api/|sandbox/|banners/|banks/|airlines/|payment/|favicon\\.svg$|robots\\.txt$|sitemap).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};

/** Headers sent with every response (pages, API, assets). The CSP with its nonce is set per page by proxy.ts. */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Only over HTTPS: a browser ignores it over HTTP, and a plain-HTTP demo must not claim it. */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' };

/**
 * Which inline scripts a page may run: a rendered page names its response's nonce (and trusts what those
 * scripts load); a page shared between visitors (lib/http-cache) names the hashes of its inline scripts,
 * and scripts load from this site only.
 */
export type ScriptAllowance = { nonce: string } | { scriptHashes: readonly string[] };

/**
 * Style sheets come from this site; inline `<style>` elements only from the antd popups' scroll lock and
 * scrollbar measuring (@rc-component/util inserts them at run time without a nonce and with random ids,
 * so no nonce or hash can name them), and style attributes from server-rendered antd / react-slick markup.
 */
const STYLE_SOURCES = [`style-src 'self'`, `style-src-elem 'self' 'unsafe-inline'`, `style-src-attr 'unsafe-inline'`];

/**
 * The origin the external blog's images may come from (features/content shows no other remote image):
 * BLOG_IMAGE_ORIGIN, else BLOG_API_URL's origin; https only, null without a blog.
 */
export function blogImageOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env.BLOG_API_URL ? (env.BLOG_IMAGE_ORIGIN ?? env.BLOG_API_URL) : undefined;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Content-Security-Policy for a page. */
export function contentSecurityPolicy(scripts: ScriptAllowance, isDevelopment = process.env.NODE_ENV === 'development'): string {
  const maps = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ? ' https://maps.googleapis.com https://maps.gstatic.com' : '';
  const blog = blogImageOrigin();
  const inline = 'nonce' in scripts ? `'nonce-${scripts.nonce}' 'strict-dynamic'` : scripts.scriptHashes.join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' ${inline}${isDevelopment ? " 'unsafe-eval'" : ''}${maps}`.replace(/ +$/, ''),
    ...STYLE_SOURCES,
    `img-src 'self' data: blob:${maps}${blog ? ` ${blog}` : ''}`,
    `font-src 'self' data:`,
    `connect-src 'self'${maps}${isDevelopment ? ' ws:' : ''}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** The API serves JSON only: nothing to run or frame. */
export const API_CSP = `default-src 'none'; frame-ancestors 'none'`;

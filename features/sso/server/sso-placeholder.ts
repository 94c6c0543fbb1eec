import 'server-only';
import { createHash } from 'node:crypto';
import { siteUrl } from '@/lib/env/site';
import { safeCallbackUrl } from './safe-callback';

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px;line-height:1.5}';
/** The page runs nothing and loads nothing; its one style element is named by its hash. */
const CSP = [
  `default-src 'none'`,
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  `frame-ancestors 'none'`,
  `base-uri 'none'`,
  `form-action 'self'`,
].join('; ');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The origin the browser used (request.url may name the server's bind host instead). */
function browserOrigin(request: Request, url: URL): string {
  const host = request.headers.get('host');
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1);
  try {
    return host ? new URL(`${protocol}://${host}`).origin : url.origin;
  } catch {
    return url.origin;
  }
}

/**
 * Stands where the built-in single sign-on will be: tells the visitor that sign-in is not open yet
 * and leads back to the page they came from (same site only).
 */
export function ssoPlaceholderResponse(request: Request): Response {
  const url = new URL(request.url);
  const back = escapeHtml(safeCallbackUrl(url.searchParams.get('callbackUrl'), [browserOrigin(request, url), new URL(siteUrl()).origin]));
  const html = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Đăng nhập</title><meta name="robots" content="noindex"><style>${STYLE}</style></head>
<body>
<h1>Đăng nhập</h1><p>Dịch vụ đăng nhập một lần (SSO) chưa được bật trên máy chủ này.</p>
<p lang="en">Single sign-on is not enabled on this server yet.</p>
<p><a href="${back}" data-testid="sso-back">Quay lại trang trước / Back</a></p></body></html>`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': CSP },
  });
}

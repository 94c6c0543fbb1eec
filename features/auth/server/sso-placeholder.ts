import 'server-only';
import { safeCallbackUrl } from './safe-callback';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Stands where the built-in single sign-on will be: tells the visitor that sign-in is not open yet
 * and leads back to the page they came from (same site only).
 */
export function ssoPlaceholderResponse(request: Request): Response {
  const url = new URL(request.url);
  // The origin the browser used (request.url may name the server's bind host instead).
  const host = request.headers.get('host');
  const origin = host ? `${request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')}://${host}` : url.origin;
  const back = escapeHtml(safeCallbackUrl(url.searchParams.get('callbackUrl'), origin));
  const html = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Đăng nhập</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px;line-height:1.5">
<h1>Đăng nhập</h1><p>Dịch vụ đăng nhập một lần (SSO) chưa được bật trên máy chủ này.</p>
<p lang="en">Single sign-on is not enabled on this server yet.</p>
<p><a href="${back}" data-testid="sso-back">Quay lại trang trước / Back</a></p></body></html>`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Longer callbacks are refused: no page address of this site comes near it. */
const MAX_CALLBACK_LENGTH = 2048;

/** Whitespace (leading, trailing or inside), C0 controls, DEL and the characters the URL parser silently drops or turns into "/". */
const SUSPICIOUS = /[\s\u0000-\u001f\u007f\\]/;

/** Only a path of this site ("/x", not "//x") or an absolute http(s) address; `javascript:`, `https:evil.com`, relative forms are out. */
const ACCEPTED_FORM = /^(?:\/(?![/\\])|https?:\/\/)/i;

/** An encoded slash or backslash before the query: "%2F%2Fevil.com" is some reader's "//evil.com". */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/**
 * Spec security baseline: callbackUrl may only lead back to this site. Anything else becomes "/".
 * The check works on the URL as a browser resolves it against the site, and the answer is rebuilt
 * from that resolved URL (path + query + hash), never the raw input. `allowedOrigins` are the
 * origins the site answers on (the request's own and SITE_URL's); `externalOrigins` (SSO_ALLOWED_ORIGINS) are
 * other sites of ours, answered as the absolute URL.
 */
export function safeCallbackUrl(
  raw: string | null,
  allowedOrigins: string | readonly string[],
  externalOrigins: readonly string[] = [],
): string {
  const origins = typeof allowedOrigins === 'string' ? [allowedOrigins] : allowedOrigins;
  const base = origins[0];
  if (!raw || !base || raw.length > MAX_CALLBACK_LENGTH || SUSPICIOUS.test(raw) || !ACCEPTED_FORM.test(raw)) return '/';
  if (ENCODED_SEPARATOR.test(raw.split(/[?#]/, 1)[0]!)) return '/';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return '/';
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return '/';
  if (!origins.includes(url.origin)) return externalOrigins.includes(url.origin) ? url.href : '/';
  const target = url.pathname + url.search + url.hash;
  // "/.//evil.com" resolves to the path "//evil.com", which a browser reads as another host
  if (!target.startsWith('/') || target.startsWith('//')) return '/';
  // the answer itself must lead to the same place when resolved again
  return new URL(target, base).origin === new URL(base).origin ? target : '/';
}

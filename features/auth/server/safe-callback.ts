/** Spec security baseline: callbackUrl may only lead back to this site. Anything else becomes "/". */
export function safeCallbackUrl(raw: string | null, requestOrigin: string): string {
  if (!raw) return '/';
  try {
    const url = new URL(raw, requestOrigin);
    if (url.origin !== requestOrigin || !['http:', 'https:'].includes(url.protocol)) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

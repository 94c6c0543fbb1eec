/**
 * How long a shared cache may keep a response, in seconds, from its Cache-Control header (RFC 9111 §5.2.2):
 * `s-maxage`, else `max-age` with `public`; null when it may not keep it (`no-store`, `private`, `no-cache`,
 * no lifetime). The shared response cache follows this for every answer it keeps, so the header a client
 * sees always says what the server does.
 */
export function sharedLifetime(cacheControl: string | number | string[] | undefined): number | null {
  if (cacheControl === undefined) return null;
  const directives = new Map<string, string>();
  for (const part of String(cacheControl).split(',')) {
    const [name = '', value = ''] = part.trim().split('=', 2);
    if (name) directives.set(name.toLowerCase(), value.replace(/^"|"$/g, ''));
  }
  if (['no-store', 'private', 'no-cache'].some((d) => directives.has(d))) return null;
  const seconds = (name: string) => {
    const value = directives.get(name);
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const lifetime = seconds('s-maxage') ?? (directives.has('public') ? seconds('max-age') : undefined);
  return lifetime !== undefined && lifetime > 0 ? lifetime : null;
}

/**
 * The header the cache gives a page it shares (Next marks dynamic pages private): pages vary with the currency
 * cookie. A CDN may answer a page its time old for as long again while it fetches a fresh one.
 */
export function sharedPageCacheControl(ttlSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`;
}

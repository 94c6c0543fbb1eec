function decodePart(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * One spelling for a query string: parameters sorted by name, decoded as Next decodes them (`+` is a space,
 * then percent-decoding) and encoded again one way, empty pairs and a bare `?` dropped. Null when the query
 * cannot be shared under one key: a parameter twice (pages read the first, the API wrapper the last), a
 * name `allowed` does not list, or an encoding the parsers might read differently (invalid UTF-8).
 */
export function canonicalQuery(search: string, allowed: readonly string[] | 'any'): string | null {
  const pairs = new Map<string, string>();
  for (const part of search.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodePart(eq === -1 ? part : part.slice(0, eq));
    const value = decodePart(eq === -1 ? '' : part.slice(eq + 1));
    if (name === null || value === null || pairs.has(name)) return null;
    if (allowed !== 'any' && !allowed.includes(name)) return null;
    pairs.set(name, value);
  }
  return [...pairs]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

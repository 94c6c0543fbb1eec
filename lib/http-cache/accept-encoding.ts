const CODING = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*$/;

/** The quality (0 to 1) of each content coding an Accept-Encoding header names; a malformed entry is ignored. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of header.split(',')) {
    const match = CODING.exec(entry.trim());
    if (!match) continue;
    const q = match[2] === undefined ? 1 : /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(match[2]) ? Number(match[2]) : null;
    if (q !== null) found.set(match[1]!.toLowerCase(), q);
  }
  return found;
}

/**
 * Whether to send the gzip copy (RFC 9110 §12.5.3): gzip (or `*` when gzip is not named) with a quality
 * above 0 and not below the one the client gives identity. `gzip;q=0`, a missing header and a header
 * naming only other codings get identity.
 */
export function prefersGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const q = qualities(Array.isArray(header) ? header.join(',') : header);
  const star = q.get('*');
  const gzip = q.get('gzip') ?? q.get('x-gzip') ?? star ?? 0;
  // identity is always acceptable; it wins only when the client ranks it above gzip
  const identity = q.get('identity') ?? star ?? 0;
  return gzip > 0 && gzip >= identity;
}

import 'server-only';
import { gunzipSync } from 'node:zlib';
import { cachedSitemap } from './sitemap-cache';

const HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600', vary: 'accept-encoding' };

/** Accept-Encoding names gzip (or *) without q=0. */
function acceptsGzip(request: Request): boolean {
  return (request.headers.get('accept-encoding') ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Answers a sitemap file from the cache of built files: 304 for a matching If-None-Match, the stored
 * gzip when the client takes it, else the XML; null when the file does not exist.
 */
export async function sitemapResponse(request: Request, key: string, render: () => Promise<string | null>): Promise<Response | null> {
  const file = await cachedSitemap(key, render);
  if (!file) return null;
  const headers = { ...HEADERS, etag: file.etag };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (acceptsGzip(request)) {
    return new Response(new Uint8Array(file.gzip), { headers: { ...headers, 'content-encoding': 'gzip' } });
  }
  return new Response(new Uint8Array(gunzipSync(file.gzip)), { headers });
}

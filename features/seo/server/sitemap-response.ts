import 'server-only';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { cachedSitemap } from './sitemap-cache';
import type { SitemapXml } from './sitemap-xml';

const gunzip = promisify(gunzipCallback);

/**
 * Answers a sitemap file from the cache of built files, with its ETag (304 when it matches); null when
 * the file does not exist. `gzipped`: the stored gzip itself as an application/gzip file ("x.xml.gz",
 * what the index names: a route handler cannot send Content-Encoding, Next drops it and compresses the
 * body again, so the gzip travels as the file). Otherwise the XML, which Next compresses when accepted.
 */
export async function sitemapResponse(
  request: Request,
  key: string,
  render: () => Promise<SitemapXml | null>,
  { gzipped = false }: { gzipped?: boolean } = {},
): Promise<Response | null> {
  const file = await cachedSitemap(key, render);
  if (!file) return null;
  const etag = gzipped ? `${file.etag.slice(0, -1)}-gz"` : file.etag;
  const headers = gzipped
    ? { 'content-type': 'application/gzip', 'cache-control': 'public, max-age=3600, no-transform', etag }
    : { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600', etag };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  // off the event loop: a hotels file is ~22 MB once unzipped
  return new Response(new Uint8Array(gzipped ? file.gzip : await gunzip(file.gzip)), { headers });
}

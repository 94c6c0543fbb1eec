import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { hotels } from '@/features/hotels/db';
import { regions } from '@/features/regions/db';
import { getReadDb, queryRows } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import { SITEMAP_INDEX_PATH, hotelDetailPath, regionListingPath, sitemapFilePath } from '@/lib/paths';

/** The sitemap protocol's limit per file. */
const SITEMAP_CHUNK = 50_000;

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function urlset(paths: string[]): string {
  const origin = siteUrl();
  const urls = paths.map((path) => {
    const vi = xmlEscape(origin + path);
    const en = xmlEscape(`${origin}/en${path}`);
    return `<url><loc>${vi}</loc><xhtml:link rel="alternate" hreflang="vi" href="${vi}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="x-default" href="${vi}"/></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}

/** sitemap.xml: the index of region and hotel chunks, named gzipped (sent as built, no work per request). */
export async function sitemapIndex(): Promise<string> {
  const db = await getReadDb();
  // aggregates: both tables counted in one round trip
  const [counts] = await queryRows<{ regions: number; hotels: number }>(
    db,
    sql`select (select count(*) from regions)::int as regions, (select count(*) from hotels)::int as hotels`,
  );
  const files = [
    ...Array.from({ length: Math.max(1, Math.ceil((counts?.regions ?? 0) / SITEMAP_CHUNK)) }, (_, i) => `regions-${i + 1}.xml.gz`),
    ...Array.from({ length: Math.ceil((counts?.hotels ?? 0) / SITEMAP_CHUNK) }, (_, i) => `hotels-${i + 1}.xml.gz`),
  ];
  const origin = siteUrl();
  const entries = files.map((f) => `<sitemap><loc>${xmlEscape(`${origin}${sitemapFilePath(f)}`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`;
}

/** One chunk ("regions-1.xml", "hotels-3.xml"); null for a name that is not a chunk. */
export async function sitemapChunk(file: string): Promise<string | null> {
  const match = /^(regions|hotels)-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!match) return null;
  const offset = (Number(match[2]) - 1) * SITEMAP_CHUNK;
  const db = await getReadDb();
  if (match[1] === 'regions') {
    const rows = await db.select({ seoUrl: regions.seoUrl }).from(regions).orderBy(asc(regions.id)).limit(SITEMAP_CHUNK).offset(offset);
    return rows.length || offset === 0 ? urlset(rows.map((r) => regionListingPath(r.seoUrl))) : null;
  }
  const rows = await db
    .select({ id: hotels.id, name: hotels.name, countryCode: hotels.countryCode })
    .from(hotels)
    .orderBy(asc(hotels.id))
    .limit(SITEMAP_CHUNK)
    .offset(offset);
  return rows.length ? urlset(rows.map((h) => hotelDetailPath(h))) : null;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /sso/\nDisallow: /sandbox/\n\nSitemap: ${siteUrl()}${SITEMAP_INDEX_PATH}\n`;
}

import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getReadDb, queryRows } from '@/lib/db/client';
import { siteUrl } from '@/lib/env/site';
import {
  LEGAL_PAGES,
  LEGAL_PATHS,
  SITEMAP_INDEX_PATH,
  articlePath,
  hotelDetailPath,
  regionListingPath,
  sitemapFilePath,
} from '@/lib/paths';
import { DEALS_SITEMAP_FILE, dealsSitemap } from './sitemap-deals';
import { FLIGHTS_SITEMAP_FILE, flightsSitemap } from './sitemap-flights';
import { articleSlugs } from '@/features/content/server';
import { urlset, xmlEscape, type SitemapXml } from './sitemap-xml';

/** The site's fixed pages that are not a list of anything: the terms, the privacy policy and the conditions. */
const PAGES_SITEMAP_FILE = 'pages-1.xml';

/** The sitemap protocol's limit per file. */
const SITEMAP_CHUNK = 50_000;

type HotelRow = { id: number; name: string; country_code: string };
type RegionRow = { seo_url: string };

/**
 * One chunk's rows by keyset on the primary key: its first id is found in the primary key index, then
 * `chunkSize` rows from there (index-only with hotels_sitemap_idx), never an OFFSET over the rows themselves.
 */
const CHUNK_ROWS = {
  // raw: a keyset range whose start comes from a scalar subquery; rows as the driver gives them (50,000 of them)
  hotels: (skip: number, chunkSize: number): SQL =>
    sql`select id, name, country_code from hotels
        where id >= (select id from hotels order by id offset ${skip} limit 1)
        order by id limit ${chunkSize}`,
  regions: (skip: number, chunkSize: number): SQL =>
    sql`select seo_url from regions
        where id >= (select id from regions order by id offset ${skip} limit 1)
        order by id limit ${chunkSize}`,
};

/** sitemap.xml: the index of region and hotel chunks, named gzipped (sent as built, no work per request). */
export async function sitemapIndex(chunkSize = SITEMAP_CHUNK): Promise<SitemapXml> {
  const db = await getReadDb();
  // aggregates: both tables counted in one round trip
  const [counts] = await queryRows<{ regions: number; hotels: number }>(
    db,
    sql`select (select count(*) from regions)::int as regions, (select count(*) from hotels)::int as hotels`,
  );
  const files = [
    ...Array.from({ length: Math.max(1, Math.ceil((counts?.regions ?? 0) / chunkSize)) }, (_, i) => `regions-${i + 1}.xml.gz`),
    ...Array.from({ length: Math.ceil((counts?.hotels ?? 0) / chunkSize) }, (_, i) => `hotels-${i + 1}.xml.gz`),
    // every flown route's page, vi and en: one file
    `${FLIGHTS_SITEMAP_FILE}.gz`,
    // every on-sale deal's page, vi and en: one file
    `${DEALS_SITEMAP_FILE}.gz`,
    // the articles and blog posts (/cam-nang/<slug>): a few hundred at most, one file
    'articles-1.xml.gz',
    // the terms, privacy policy and conditions pages
    `${PAGES_SITEMAP_FILE}.gz`,
  ];
  const origin = siteUrl();
  const entries = files.map((f) => `<sitemap><loc>${xmlEscape(`${origin}${sitemapFilePath(f)}`)}</loc></sitemap>`).join('');
  return [
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`,
  ];
}

/** One chunk ("regions-1.xml", "hotels-3.xml"); null for a name that is not a chunk. */
export async function sitemapChunk(file: string, chunkSize = SITEMAP_CHUNK): Promise<SitemapXml | null> {
  if (file === FLIGHTS_SITEMAP_FILE) return flightsSitemap(siteUrl());
  if (file === DEALS_SITEMAP_FILE) return dealsSitemap(siteUrl());
  if (file === 'articles-1.xml') return urlset(siteUrl(), await articleSlugs(), articlePath);
  if (file === PAGES_SITEMAP_FILE) return urlset(siteUrl(), LEGAL_PAGES, (page) => LEGAL_PATHS[page]);
  const match = /^(regions|hotels)-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!match) return null;
  const skip = (Number(match[2]) - 1) * chunkSize;
  const db = await getReadDb();
  if (match[1] === 'regions') {
    const rows = await queryRows<RegionRow>(db, CHUNK_ROWS.regions(skip, chunkSize));
    // regions-1 always exists: the index names it even for an empty catalogue
    return rows.length || skip === 0 ? urlset(siteUrl(), rows, (r) => regionListingPath(r.seo_url)) : null;
  }
  const rows = await queryRows<HotelRow>(db, CHUNK_ROWS.hotels(skip, chunkSize));
  return rows.length ? urlset(siteUrl(), rows, (h) => hotelDetailPath({ id: h.id, name: h.name, countryCode: h.country_code })) : null;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /sso/\nDisallow: /sandbox/\n\nSitemap: ${siteUrl()}${SITEMAP_INDEX_PATH}\n`;
}

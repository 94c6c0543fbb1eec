import 'server-only';
import { flightRouteSitemapPaths } from '@/features/flights/server';
import { xmlEscape, type SitemapXml } from './sitemap-xml';

/** The flight route pages' sitemap file (the index names it gzipped, like the other files). */
export const FLIGHTS_SITEMAP_FILE = 'flights-1.xml';

/**
 * Every flown route's page (both directions, domestic and international; a few hundred at most, one file), in both
 * languages: a <url> for the Vietnamese address and one for the English, each naming both as alternates.
 */
export async function flightsSitemap(origin: string): Promise<SitemapXml> {
  const base = xmlEscape(origin);
  const urls = (await flightRouteSitemapPaths()).map((path) => {
    const vi = base + xmlEscape(path);
    const en = `${base}/en${xmlEscape(path)}`;
    const links = `<xhtml:link rel="alternate" hreflang="vi" href="${vi}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="x-default" href="${vi}"/>`;
    return `<url><loc>${vi}</loc>${links}</url><url><loc>${en}</loc>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    urls.join(''),
    '</urlset>',
  ];
}

import 'server-only';
import { dealSitemapEntries } from '@/features/deals/server';
import { xmlEscape, type SitemapXml } from './sitemap-xml';

/** The deals sitemap's file name (the index names it gzipped, like the other files). */
export const DEALS_SITEMAP_FILE = 'deals-1.xml';

/**
 * Every deal page on sale (dealSitemapEntries) in both languages (a few hundred at most, one file): a <url> for the Vietnamese
 * address and one for the English, each naming both as alternates, with the deal's last change.
 */
export async function dealsSitemap(origin: string): Promise<SitemapXml> {
  const entries = await dealSitemapEntries();
  const base = xmlEscape(origin);
  const urls = entries.map(({ path, updatedAt }) => {
    const vi = base + xmlEscape(path);
    const en = `${base}/en${xmlEscape(path)}`;
    const links = `<xhtml:link rel="alternate" hreflang="vi" href="${vi}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="x-default" href="${vi}"/>`;
    const lastmod = `<lastmod>${updatedAt.toISOString()}</lastmod>`;
    return `<url><loc>${vi}</loc>${lastmod}${links}</url><url><loc>${en}</loc>${lastmod}${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    urls.join(''),
    '</urlset>',
  ];
}

import 'server-only';
export { robotsTxt, sitemapChunk, sitemapIndex, SITEMAP_CHUNK } from './server/sitemap';

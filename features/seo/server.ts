import 'server-only';
export { robotsTxt, sitemapChunk, sitemapIndex } from './server/sitemap';
export { sitemapResponse } from './server/sitemap-response';
export { clearSitemapCache } from './server/sitemap-cache';

// The server-only entry of flights. Each part keeps its own explicit barrel (one owner each).
import 'server-only';
export * from './server/search-entry';
export * from './server/booking-entry';
export { flightRouteSitemapPaths } from './route-page/sitemap-paths';

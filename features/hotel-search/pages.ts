import 'server-only';
// The server-rendered pages and sections of hotel-search that app/ mounts. API routes import server.ts, which loads no UI.
export { HomeSearch } from './search-box/home-search';
export { listingRoute } from './listing/page/listing-route';

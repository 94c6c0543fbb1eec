import 'server-only';
export { searchHotels } from './server/search-hotels';
export { suggest } from './server/suggest';
export { refreshSearchData } from './server/refresh-search-data';
export { resolveLocation } from './server/resolve-location';

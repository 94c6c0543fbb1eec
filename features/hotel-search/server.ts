import 'server-only';
export { searchHotels } from './server/search-hotels';
export { suggest } from './server/suggest';
export { refreshSearchData } from './server/refresh-search-data';
export { resolveLocation } from './server/resolve-location';
export { listingQuery } from './server/listing-query';
export { loadListingPage, type ListingPageData, type ListingSection } from './server/load-listing-page';
export { ListingPage, listingMetadata, type ListingRouteProps } from './components/results/listing-page';
export { HomeSearch } from './components/results/home-search';

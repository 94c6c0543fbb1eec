import 'server-only';
export { searchHotels } from './server/search-hotels';
export { suggest } from './server/suggest';
export { popularDestinations } from './server/popular-destinations';
export { loadListingPage } from './server/load-listing-page';

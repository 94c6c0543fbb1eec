// The client-safe entry of hotel search: only what the app, other features and tests use. Inside the feature,
// files import each other directly.
export { hotelSearchQuerySchema, popularDestinationsQuerySchema, suggestQuerySchema } from './schemas';
export { readSearchAddress, type SearchAddress } from './search-box/search-params';
export { readStay } from './search-box/stay';

import 'server-only';
export { listPopularDestinations, type PopularDestination } from './server/list-popular-destinations';
export { hotelImageResponse } from './server/hotel-image-response';

import 'server-only';
export { listPopularDestinations } from './server/list-popular-destinations';
export { hotelImageResponse } from './server/hotel-image-response';

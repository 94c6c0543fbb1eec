import 'server-only';
export { loadHotelPage } from './server/load-hotel-page';

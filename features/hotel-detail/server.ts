import 'server-only';
export { HotelDetailPage, hotelDetailMetadata } from './components/hotel-detail-page';
export { loadHotelPage } from './server/load-hotel-page';

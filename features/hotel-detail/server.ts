import 'server-only';
export { HotelDetailPage, hotelDetailMetadata } from './components/hotel-detail-page';
export { getHotelDetail, type HotelDetail } from './server/get-hotel-detail';

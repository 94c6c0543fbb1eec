import 'server-only';
export { HotelDetailPage, hotelDetailMetadata } from './components/hotel-detail-page';
export { getHotelDetail, type HotelDetail } from './server/get-hotel-detail';
export { loadHotelPage, type HotelPageData, type HotelPageProps } from './server/load-hotel-page';

import 'server-only';
// The server-rendered pages and sections of hotel-detail that app/ mounts. API routes import server.ts, which loads no UI.
export { HotelDetailPage, hotelDetailMetadata } from './components/hotel-detail-page';

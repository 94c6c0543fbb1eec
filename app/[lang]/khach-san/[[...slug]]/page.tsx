import { HotelDetailPage, hotelDetailMetadata } from '@/features/hotel-detail/server';
import { listingRoute } from '@/features/hotel-search/server';

export const dynamic = 'force-dynamic';

// /khach-san/<country code>/<slug>-<id> is a hotel; every other address of the section is a listing.
const route = listingRoute('hotels', {
  matches: (slug) => slug.length === 2,
  metadata: hotelDetailMetadata,
  render: (props) => <HotelDetailPage {...props} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { listingRoute } from '@/features/hotel-search/pages';

export const dynamic = 'force-dynamic';

// /khach-san: every hotel
const route = listingRoute(() => ({ kind: 'hotels' }));
export const generateMetadata = route.generateMetadata;
export default route.Page;

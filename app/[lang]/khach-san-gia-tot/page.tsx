import { listingRoute } from '@/features/hotel-search/pages';

export const dynamic = 'force-dynamic';

// /khach-san-gia-tot: every hotel, cheapest first
const route = listingRoute(() => ({ kind: 'best-price' }));
export const generateMetadata = route.generateMetadata;
export default route.Page;

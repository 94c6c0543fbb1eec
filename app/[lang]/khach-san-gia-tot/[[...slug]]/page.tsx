import { listingRoute } from '@/features/hotel-search/server';

export const dynamic = 'force-dynamic';

const route = listingRoute('best-price');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { listingRoute } from '@/features/hotel-search/pages';

export const dynamic = 'force-dynamic';

// /khach-san/tim-kiem?keyword=…: free-text and foreign search results (the map view is ?view=map)
const route = listingRoute(() => ({ kind: 'search' }));
export const generateMetadata = route.generateMetadata;
export default route.Page;

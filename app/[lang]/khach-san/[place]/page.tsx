import { listingRoute } from '@/features/hotel-search/pages';

export const dynamic = 'force-dynamic';

// /khach-san/<seo_url>: a Vietnamese region's listing (the map view is ?view=map). `place` is the
// region's seo url here and a country code for the hotel pages below it: Next allows one dynamic name
// per level.
const route = listingRoute(({ place }: { place: string }) => ({ kind: 'region', seoUrl: place }));
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { listingRoute } from '@/features/hotel-search/pages';

export const dynamic = 'force-dynamic';

// /khach-san-gia-tot/thanh-pho/<seo_url>: a city's best-price listing
const route = listingRoute(({ city }: { city: string }) => ({ kind: 'best-price-region', regionType: 'city', seoUrl: city }));
export const generateMetadata = route.generateMetadata;
export default route.Page;

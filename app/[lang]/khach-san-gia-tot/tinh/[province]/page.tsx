import { listingRoute } from '@/features/hotel-search/pages';

export const dynamic = 'force-dynamic';

// /khach-san-gia-tot/tinh/<seo_url>: a province's best-price listing
const route = listingRoute(({ province }: { province: string }) => ({
  kind: 'best-price-region',
  regionType: 'province',
  seoUrl: province,
}));
export const generateMetadata = route.generateMetadata;
export default route.Page;

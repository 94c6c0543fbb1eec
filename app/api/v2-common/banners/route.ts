import { methodsNotAllowed, route } from '@/lib/api/route';
import { bannerQuerySchema } from '@/features/content/schemas';
import { listBanners } from '@/features/content/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: bannerQuerySchema,
  cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  handler: ({ query }) => listBanners(query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

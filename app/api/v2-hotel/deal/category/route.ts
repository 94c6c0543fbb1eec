import { methodsNotAllowed, route } from '@/lib/api/route';
import { dealCategoryQuerySchema } from '@/features/deals/schemas';
import { listDealCategories } from '@/features/deals/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: dealCategoryQuerySchema,
  cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  handler: ({ query }) => listDealCategories(query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

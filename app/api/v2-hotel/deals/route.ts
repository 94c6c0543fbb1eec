import { methodsNotAllowed, route } from '@/lib/api/route';
import { dealListQuerySchema } from '@/features/deals/index';
import { listDeals } from '@/features/deals/server';

export const dynamic = 'force-dynamic';

// also answers /v2-hotel/deals/ (the spec calls both; next.config skips the trailing-slash redirect)
export const GET = route({
  query: dealListQuerySchema,
  cacheControl: 'public, max-age=30, s-maxage=60, stale-while-revalidate=300',
  handler: ({ query }) => listDeals(query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { dealDetailQuerySchema, dealParamsSchema } from '@/features/deals/schemas';
import { withComboFromPrices } from '@/features/combos/server';
import { getDealDetail } from '@/features/deals/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: dealParamsSchema,
  query: dealDetailQuerySchema,
  cacheControl: 'public, max-age=30, s-maxage=60, stale-while-revalidate=300',
  handler: async ({ params, query }) => withComboFromPrices(await getDealDetail(params.id, query.lang), query.lang),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

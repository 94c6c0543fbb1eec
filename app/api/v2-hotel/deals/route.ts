import { methodsNotAllowed, route } from '@/lib/api/route';
import { dealListQuerySchema } from '@/features/deals/schemas';
import { withComboFromPrices } from '@/features/combos/server';
import { listDeals } from '@/features/deals/server';

export const dynamic = 'force-dynamic';

// also answers /v2-hotel/deals/ (the spec calls both; next.config skips the trailing-slash redirect)
export const GET = route({
  query: dealListQuerySchema,
  cacheControl: 'public, max-age=30, s-maxage=60, stale-while-revalidate=300',
  handler: async ({ query }) => {
    const list = await listDeals(query);
    return { ...list, items: await withComboFromPrices(list.items, query.lang) };
  },
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

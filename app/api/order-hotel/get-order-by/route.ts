import { methodsNotAllowed, route } from '@/lib/api/route';
import { orderLookupQuerySchema, lookupOrder, withLookupHeaders } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = withLookupHeaders(
  route({
    query: orderLookupQuerySchema,
    cacheControl: 'private, no-store',
    handler: ({ request, query }) => lookupOrder(request, query),
  }),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

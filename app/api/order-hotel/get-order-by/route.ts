import { methodsNotAllowed, route } from '@/lib/api/route';
import { orderLookupQuerySchema } from '@/features/orders/server';
import { lookupOrder } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: orderLookupQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ request, query }) => lookupOrder(request, query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

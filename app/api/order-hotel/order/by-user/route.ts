import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { ordersQuerySchema, listOrders } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: ordersQuerySchema,
  cacheControl: 'private, no-store',
  handler: async ({ request, query }) => listOrders((await requireUser(request)).userId, query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

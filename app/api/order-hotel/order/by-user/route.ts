import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { ordersQuerySchema } from '@/features/orders/server';
import { listOrders } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  query: ordersQuerySchema,
  cacheControl: 'private, no-store',
  handler: async ({ query, caller }) => listOrders(caller.userId, query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

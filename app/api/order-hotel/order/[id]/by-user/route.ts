import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { orderCodeParamsSchema } from '@/features/orders/server';
import { memberOrder } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  params: orderCodeParamsSchema,
  cacheControl: 'private, no-store',
  handler: async ({ params, caller }) => memberOrder(caller.userId, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

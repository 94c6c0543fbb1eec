import { methodsNotAllowed, route } from '@/lib/api/route';
import { checkoutParamsSchema } from '@/features/orders/server';
import { checkoutOrder } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: checkoutParamsSchema,
  cacheControl: 'private, no-store',
  handler: ({ params, request }) => checkoutOrder(request, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { orderCodeParamsSchema, orderTokenQuerySchema, createPaymentLink } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: orderCodeParamsSchema,
  query: orderTokenQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ params, query, request }) => createPaymentLink(request, params.id, query.token ?? null),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

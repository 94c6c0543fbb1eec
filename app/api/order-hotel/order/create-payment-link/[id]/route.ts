import { methodsNotAllowed, route } from '@/lib/api/route';
import { orderCodeParamsSchema, paymentLinkQuerySchema, createPaymentLink } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: orderCodeParamsSchema,
  query: paymentLinkQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ params, query, request }) => createPaymentLink(request, params.id, query.token ?? null, query.lang),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

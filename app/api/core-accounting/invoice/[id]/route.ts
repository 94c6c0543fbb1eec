import { methodsNotAllowed, route } from '@/lib/api/route';
import { getInvoice, orderCodeParamsSchema, orderTokenQuerySchema, viewerOfRequest } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

/** The order's invoice request, or null (anyone who may see the order). */
export const GET = route({
  params: orderCodeParamsSchema,
  query: orderTokenQuerySchema,
  handler: async ({ params, query, request }) => getInvoice(await viewerOfRequest(request, query.token ?? null), params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { getInvoice, orderCodeParamsSchema, orderTokenQuerySchema } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

/** The order's invoice request, or null (anyone who may see the order). */
export const GET = route({
  auth: 'viewer',
  params: orderCodeParamsSchema,
  query: orderTokenQuerySchema,
  handler: ({ params, caller }) => getInvoice(caller, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

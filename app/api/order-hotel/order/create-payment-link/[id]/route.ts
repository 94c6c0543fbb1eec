import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { orderCodeParamsSchema, paymentLinkQuerySchema, createPaymentLink } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'viewer',
  params: orderCodeParamsSchema,
  query: paymentLinkQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ params, query, request, caller }) => createPaymentLink(request, caller, params.id, query.lang),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

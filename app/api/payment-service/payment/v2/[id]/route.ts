import { methodsNotAllowed, route } from '@/lib/api/route';
import { orderTokenQuerySchema, paymentAttemptOf, viewerOfRequest } from '@/features/orders/server';
import { transactionParamsSchema } from '@/features/payment/schemas';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: transactionParamsSchema,
  query: orderTokenQuerySchema,
  cacheControl: 'private, no-store',
  handler: async ({ params, query, request }) => paymentAttemptOf(await viewerOfRequest(request, query.token ?? null), params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { cancelOrder, cancelOrderBodySchema, viewerOfRequest } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

/** The signed-in owner (or the guest cookie that made the order) cancels it. */
export const POST = route({
  body: cancelOrderBodySchema,
  handler: async ({ body, request }) => cancelOrder(request, await viewerOfRequest(request), body),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

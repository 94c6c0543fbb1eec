import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { cancelOrderBodySchema } from '@/features/orders/server';
import { cancelOrder } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

/** The signed-in owner (or the guest cookie that made the order) cancels it. */
export const POST = route({
  auth: 'viewer',
  body: cancelOrderBodySchema,
  handler: ({ body, request, caller }) => cancelOrder(request, caller, body),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { cancelOrder, cancelOrderByTokenBodySchema } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

/** The emailed link's holder cancels: only the body's token counts (a 'manage' token for this order code). */
export const POST = route({
  body: cancelOrderByTokenBodySchema,
  handler: ({ body, request }) => cancelOrder(request, { userId: null, guestKeyHash: null, token: body.token }, body),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

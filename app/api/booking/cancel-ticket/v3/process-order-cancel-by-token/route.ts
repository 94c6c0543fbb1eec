import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { cancelOrderByTokenBodySchema } from '@/features/orders/server';
import { cancelOrder } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

/** The emailed link's holder cancels: only the body's token counts (a 'manage' token for this order code). */
export const POST = route({
  auth: 'link',
  body: cancelOrderByTokenBodySchema,
  handler: ({ body, request, caller }) => cancelOrder(request, caller, body),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

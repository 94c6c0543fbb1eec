import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { earnPointBodySchema } from '@/features/loyalty/schemas';
import { earnPoints } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

/** A service call (the booking side, once an order is confirmed): the internal key, never a session. */
export const POST = route({
  auth: 'service',
  body: earnPointBodySchema,
  handler: ({ body }) =>
    earnPoints({ userId: body.user_id, orderNumber: body.order_number, amountVnd: body.amount_vnd, roomNights: body.room_nights }),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

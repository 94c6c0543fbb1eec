import { methodsNotAllowed, route } from '@/lib/api/route';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { withBookingResponse } from '@/features/auth/server';
import { bookingWrite } from '@/features/sales/server';
import { createOrderBodySchema, createOrder } from '@/features/orders/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export const POST = withBookingResponse(
  route({
    params: bookingRequestParamsSchema,
    body: createOrderBodySchema,
    successStatus: 201,
    handler: ({ params, body, request }) => bookingWrite(request, body, 201, (owner, keep) => createOrder(owner, params.id, body, keep, { clientIp: clientAddress(request), httpRequest: request })),
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { createFlightOrderBodySchema, flightRequestParamsSchema } from '@/features/flights/schemas';
import { withBookingResponse } from '@/features/auth/server';
import { bookingWrite } from '@/features/sales/server';
import { createFlightOrder } from '@/features/orders/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export const POST = withBookingResponse(
  route({
    params: flightRequestParamsSchema,
    body: createFlightOrderBodySchema,
    successStatus: 201,
    handler: ({ params, body, request }) => bookingWrite(request, body, 201, (owner, keep) => createFlightOrder(owner, params.id, body, keep, { clientIp: clientAddress(request), httpRequest: request })),
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { createFlightRequestBodySchema } from '@/features/flights/schemas';
import { createFlightRequest } from '@/features/flights/server';
import { bookingWrite, withBookingResponse } from '@/features/booking/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export const POST = withBookingResponse(
  route({
    body: createFlightRequestBodySchema,
    successStatus: 201,
    handler: ({ body, request }) => bookingWrite(request, body, 201, (owner, keep) => createFlightRequest(owner, body, keep, clientAddress(request))),
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

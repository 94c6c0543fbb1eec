import { methodsNotAllowed, route } from '@/lib/api/route';
import { requestPriceBodySchema } from '@/features/booking/schemas';
import { bookingWrite, requestPrice, withBookingResponse } from '@/features/booking/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export const POST = withBookingResponse(
  route({
    body: requestPriceBodySchema,
    successStatus: 201,
    handler: ({ body, request }) => bookingWrite(request, body, 201, (owner, keep) => requestPrice(owner, body, keep, clientAddress(request))),
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { requestPriceBodySchema } from '@/features/booking/schemas';
import { requestPrice } from '@/features/booking/server';
import { withBookingResponse } from '@/features/auth/server';
import { bookingWrite } from '@/features/sales/server';
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

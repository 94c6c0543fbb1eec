import { methodsNotAllowed, route } from '@/lib/api/route';
import { flightRequestParamsSchema, flightTravellersBodySchema } from '@/features/flights/schemas';
import { setFlightTravellers } from '@/features/flights/server';
import { withBookingResponse } from '@/features/auth/server';
import { bookingWrite } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const PUT = withBookingResponse(
  route({
    params: flightRequestParamsSchema,
    body: flightTravellersBodySchema,
    handler: ({ params, body, request }) => bookingWrite(request, body, 200, (owner, keep) => setFlightTravellers(owner, params.id, body, keep)),
  }),
);

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed(['PUT']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { createFlightRequestBodySchema, listFlightRequestsQuerySchema } from '@/features/flights/schemas';
import { createFlightRequest, listFlightRequests } from '@/features/flights/server';
import { withBookingResponse } from '@/features/auth/server';
import { bookingCaller, bookingWrite } from '@/features/sales/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

/** The caller's own flight requests (member, else the guest of the booking cookie), newest first. */
export const GET = route({
  query: listFlightRequestsQuerySchema,
  cacheControl: 'private, no-store',
  handler: async ({ query, request }) => listFlightRequests((await bookingCaller(request, { write: false })).owner, query),
});

export const POST = withBookingResponse(
  route({
    body: createFlightRequestBodySchema,
    successStatus: 201,
    handler: ({ body, request }) => bookingWrite(request, body, 201, (owner, keep) => createFlightRequest(owner, body, keep, clientAddress(request))),
  }),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST']);

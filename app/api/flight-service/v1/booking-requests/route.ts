import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { createFlightRequestBodySchema, listFlightRequestsQuerySchema } from '@/features/flights/schemas';
import { createFlightRequest, listFlightRequests } from '@/features/flights/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

/** The caller's own flight requests (member, else the guest of the booking cookie), newest first. */
export const GET = route({
  auth: 'caller',
  query: listFlightRequestsQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ query, caller }) => listFlightRequests(caller.owner, query),
});

export const POST = route({
  auth: 'caller',
  write: true,
  body: createFlightRequestBodySchema,
  successStatus: 201,
  handler: ({ body, request, caller }) => caller.once((keep) => createFlightRequest(caller.owner, body, keep, clientAddress(request))),
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { flightRequestParamsSchema } from '@/features/flights/schemas';
import { getFlightRequest } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'caller',
  params: flightRequestParamsSchema,
  cacheControl: 'private, no-store',
  handler: ({ params, caller }) => getFlightRequest(caller.owner, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { flightRequestParamsSchema, flightTravellersBodySchema } from '@/features/flights/schemas';
import { setFlightTravellers } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const PUT = route({
  auth: 'caller',
  write: true,
  params: flightRequestParamsSchema,
  body: flightTravellersBodySchema,
  handler: ({ params, body, caller }) => caller.once((keep) => setFlightTravellers(caller.owner, params.id, body, keep)),
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed(['PUT']);

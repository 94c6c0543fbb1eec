import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { createFlightOrderBodySchema, flightRequestParamsSchema } from '@/features/flights/schemas';
import { createFlightOrder } from '@/features/sales/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'caller',
  write: true,
  params: flightRequestParamsSchema,
  body: createFlightOrderBodySchema,
  successStatus: 201,
  handler: ({ params, body, request, caller }) =>
    caller.once((keep) =>
      createFlightOrder(caller.owner, params.id, body, keep, { clientIp: clientAddress(request), httpRequest: request }),
    ),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

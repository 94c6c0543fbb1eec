import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { requestPriceBodySchema } from '@/features/booking/schemas';
import { requestPrice } from '@/features/booking/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'caller',
  write: true,
  body: requestPriceBodySchema,
  successStatus: 201,
  handler: ({ body, request, caller }) => caller.once((keep) => requestPrice(caller.owner, body, keep, clientAddress(request))),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { createHotelOrder } from '@/features/sales/server';
import { createOrderBodySchema } from '@/features/orders/server';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'caller',
  write: true,
  params: bookingRequestParamsSchema,
  body: createOrderBodySchema,
  successStatus: 201,
  handler: ({ params, body, request, caller }) =>
    caller.once((keep) =>
      createHotelOrder(caller.owner, params.id, body, keep, { clientIp: clientAddress(request), httpRequest: request }),
    ),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

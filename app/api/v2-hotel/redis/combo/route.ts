import { methodsNotAllowed, route } from '@/lib/api/route';
import { comboDraftBodySchema } from '@/features/combos/schemas';
import { createComboDraft } from '@/features/combos/server';
import { withBookingResponse } from '@/features/auth/server';
import { bookingWrite } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const POST = withBookingResponse(
  route({
    body: comboDraftBodySchema,
    successStatus: 201,
    handler: ({ body, request }) => bookingWrite(request, body, 201, (owner, keep) => createComboDraft(owner, body, keep)),
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

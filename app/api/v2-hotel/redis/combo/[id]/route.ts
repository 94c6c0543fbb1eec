import { methodsNotAllowed, route } from '@/lib/api/route';
import { comboDraftBodySchema, comboDraftParamsSchema } from '@/features/combos/schemas';
import { getComboDraft, updateComboDraft } from '@/features/combos/server';
import { withBookingResponse } from '@/features/auth/server';
import { bookingCaller, bookingWrite } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: comboDraftParamsSchema,
  cacheControl: 'private, no-store',
  handler: async ({ params, request }) => getComboDraft((await bookingCaller(request, { write: false })).owner, params.id),
});

export const PUT = withBookingResponse(
  route({
    params: comboDraftParamsSchema,
    body: comboDraftBodySchema,
    handler: ({ params, body, request }) => bookingWrite(request, body, 200, (owner, keep) => updateComboDraft(owner, params.id, body, keep)),
  }),
);

export const { POST, PATCH, DELETE } = methodsNotAllowed(['GET', 'PUT']);

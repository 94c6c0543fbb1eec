import { methodsNotAllowed, route } from '@/lib/api/route';
import { flightRequestParamsSchema } from '@/features/flights/schemas';
import { getFlightRequest } from '@/features/flights/server';
import { bookingCaller } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: flightRequestParamsSchema,
  cacheControl: 'private, no-store',
  handler: async ({ params, request }) => getFlightRequest((await bookingCaller(request, { write: false })).owner, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

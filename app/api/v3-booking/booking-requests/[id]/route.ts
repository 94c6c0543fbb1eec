import { methodsNotAllowed, route } from '@/lib/api/route';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { getBookingRequest } from '@/features/booking/server';
import { bookingCaller } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: bookingRequestParamsSchema,
  cacheControl: 'private, no-store',
  handler: async ({ params, request }) => getBookingRequest((await bookingCaller(request, { write: false })).owner, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

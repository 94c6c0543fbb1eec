import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { getBookingRequest } from '@/features/booking/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'caller',
  params: bookingRequestParamsSchema,
  cacheControl: 'private, no-store',
  handler: ({ params, caller }) => getBookingRequest(caller.owner, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

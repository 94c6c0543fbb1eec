import { methodsNotAllowed, route } from '@/lib/api/route';
import { listBookingRequestsQuerySchema } from '@/features/booking/schemas';
import { listBookingRequests } from '@/features/booking/server';
import { bookingCaller } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: listBookingRequestsQuerySchema,
  cacheControl: 'private, no-store',
  handler: async ({ query, request }) => listBookingRequests((await bookingCaller(request, { write: false })).owner, query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

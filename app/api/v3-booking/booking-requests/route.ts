import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { listBookingRequestsQuerySchema } from '@/features/booking/schemas';
import { listBookingRequests } from '@/features/booking/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'caller',
  query: listBookingRequestsQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ query, caller }) => listBookingRequests(caller.owner, query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { bookingCaller } from '@/features/booking/server';
import { paymentMethodsQuerySchema } from '@/features/payment/index';
import { listPaymentMethodsFor } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: paymentMethodsQuerySchema,
  cacheControl: 'private, no-store',
  handler: async ({ query, request }) => listPaymentMethodsFor((await bookingCaller(request, { write: false })).owner, query.booking_request_id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

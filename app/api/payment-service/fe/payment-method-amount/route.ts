import { methodsNotAllowed, route } from '@/lib/api/route';
import { bookingCaller, paymentMethodAmount } from '@/features/sales/server';
import { paymentMethodAmountBodySchema } from '@/features/payment/schemas';

export const dynamic = 'force-dynamic';

export const POST = route({
  body: paymentMethodAmountBodySchema,
  cacheControl: 'private, no-store',
  handler: async ({ body, request }) => paymentMethodAmount((await bookingCaller(request, { write: false })).owner, body.booking_request_id, body.payment_method),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

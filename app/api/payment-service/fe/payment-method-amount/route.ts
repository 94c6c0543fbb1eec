import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { paymentMethodAmount } from '@/features/sales/server';
import { paymentMethodAmountBodySchema } from '@/features/payment/schemas';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'caller',
  body: paymentMethodAmountBodySchema,
  cacheControl: 'private, no-store',
  handler: ({ body, caller }) => paymentMethodAmount(caller.owner, body.booking_request_id, body.payment_method),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

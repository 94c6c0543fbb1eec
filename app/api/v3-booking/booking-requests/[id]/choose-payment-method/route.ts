import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { choosePaymentMethod, clearPaymentMethod } from '@/features/sales/server';
import { choosePaymentMethodBodySchema } from '@/features/payment/schemas';

export const dynamic = 'force-dynamic';

export const PATCH = route({
  auth: 'caller',
  write: true,
  params: bookingRequestParamsSchema,
  body: choosePaymentMethodBodySchema,
  handler: ({ params, body, request, caller }) => caller.once((keep) => choosePaymentMethod(request, caller.owner, params.id, body, keep)),
});

export const DELETE = route({
  auth: 'caller',
  write: true,
  params: bookingRequestParamsSchema,
  handler: ({ params, caller }) => caller.once((keep) => clearPaymentMethod(caller.owner, params.id, keep)),
});

export const { GET, POST, PUT } = methodsNotAllowed(['PATCH', 'DELETE']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { withBookingResponse } from '@/features/auth/server';
import { bookingWrite, choosePaymentMethod, clearPaymentMethod } from '@/features/sales/server';
import { choosePaymentMethodBodySchema } from '@/features/payment/schemas';

export const dynamic = 'force-dynamic';

export const PATCH = withBookingResponse(
  route({
    params: bookingRequestParamsSchema,
    body: choosePaymentMethodBodySchema,
    handler: ({ params, body, request }) => bookingWrite(request, body, 200, (owner, keep) => choosePaymentMethod(request, owner, params.id, body, keep)),
  }),
);

export const DELETE = withBookingResponse(
  route({
    params: bookingRequestParamsSchema,
    handler: ({ params, request }) => bookingWrite(request, null, 200, (owner, keep) => clearPaymentMethod(owner, params.id, keep)),
  }),
);

export const { GET, POST, PUT } = methodsNotAllowed(['PATCH', 'DELETE']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { bookingRequestParamsSchema } from '@/features/booking/schemas';
import { bookingWrite, withBookingResponse } from '@/features/booking/server';
import { choosePaymentMethodBodySchema } from '@/features/payment/schemas';
import { choosePaymentMethod } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const PATCH = withBookingResponse(
  route({
    params: bookingRequestParamsSchema,
    body: choosePaymentMethodBodySchema,
    handler: ({ params, body, request }) => bookingWrite(request, body, 200, (owner, keep) => choosePaymentMethod(request, owner, params.id, body, keep)),
  }),
);

export const { GET, POST, PUT, DELETE } = methodsNotAllowed(['PATCH']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { applyCouponBodySchema, bookingRequestParamsSchema } from '@/features/booking/schemas';
import { setCoupon } from '@/features/booking/server';
import { withBookingResponse } from '@/features/auth/server';
import { bookingWrite } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const PATCH = withBookingResponse(
  route({
    params: bookingRequestParamsSchema,
    body: applyCouponBodySchema,
    handler: ({ params, body, request }) => bookingWrite(request, body, 200, (owner, keep) => setCoupon(owner, params.id, body.coupon_code, keep)),
  }),
);

export const DELETE = withBookingResponse(
  route({
    params: bookingRequestParamsSchema,
    handler: ({ params, request }) => bookingWrite(request, null, 200, (owner, keep) => setCoupon(owner, params.id, null, keep)),
  }),
);

export const { GET, POST, PUT } = methodsNotAllowed(['PATCH', 'DELETE']);

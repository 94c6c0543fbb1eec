import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { applyCouponBodySchema, bookingRequestParamsSchema } from '@/features/booking/schemas';
import { setCoupon } from '@/features/booking/server';

export const dynamic = 'force-dynamic';

export const PATCH = route({
  auth: 'caller',
  write: true,
  params: bookingRequestParamsSchema,
  body: applyCouponBodySchema,
  handler: ({ params, body, caller }) => caller.once((keep) => setCoupon(caller.owner, params.id, body.coupon_code, keep)),
});

export const DELETE = route({
  auth: 'caller',
  write: true,
  params: bookingRequestParamsSchema,
  handler: ({ params, caller }) => caller.once((keep) => setCoupon(caller.owner, params.id, null, keep)),
});

export const { GET, POST, PUT } = methodsNotAllowed(['PATCH', 'DELETE']);

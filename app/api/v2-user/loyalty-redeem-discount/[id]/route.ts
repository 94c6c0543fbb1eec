import { methodsNotAllowed, route } from '@/lib/api/route';
import { badRequest } from '@/lib/api/errors';
import { requireUser } from '@/features/auth/server';
import { emptyBodySchema, idempotencyKeySchema, idParamsSchema } from '@/features/loyalty/schemas';
import { redeemDiscount } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  params: idParamsSchema,
  body: emptyBodySchema,
  handler: async ({ params, request }) => {
    const user = await requireUser(request);
    const header = request.headers.get('idempotency-key');
    const key = header === null ? undefined : idempotencyKeySchema.safeParse(header);
    if (key && !key.success) throw badRequest('Idempotency-Key không hợp lệ');
    return redeemDiscount(user.userId, params.id, { idempotencyKey: key?.data });
  },
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

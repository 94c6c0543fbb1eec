import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { emptyBodySchema, idempotencyKeySchema, idParamsSchema } from '@/features/loyalty/schemas';
import { redeemDiscount } from '@/features/loyalty/server';
import { messageError } from '@/lib/api/error-messages';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'user',
  params: idParamsSchema,
  body: emptyBodySchema,
  handler: async ({ params, request, caller }) => {
    const header = request.headers.get('idempotency-key');
    const key = header === null ? undefined : idempotencyKeySchema.safeParse(header);
    if (key && !key.success) throw messageError('invalidIdempotencyKey');
    return redeemDiscount(caller.userId, params.id, { idempotencyKey: key?.data });
  },
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { idParamsSchema } from '@/features/loyalty/schemas';
import { getTransaction } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  params: idParamsSchema,
  handler: async ({ params, caller }) => getTransaction(caller.userId, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

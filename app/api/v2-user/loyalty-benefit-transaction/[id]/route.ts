import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { idParamsSchema } from '@/features/loyalty/schemas';
import { getBenefitTransaction } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: idParamsSchema,
  handler: async ({ params, request }) => getBenefitTransaction((await requireUser(request)).userId, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { orderCodeParamsSchema, memberOrder } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: orderCodeParamsSchema,
  cacheControl: 'private, no-store',
  handler: async ({ request, params }) => memberOrder((await requireUser(request)).userId, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

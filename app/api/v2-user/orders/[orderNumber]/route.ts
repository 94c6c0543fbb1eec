import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { orderNumberParamsSchema } from '@/features/orders/index';
import { orderDetail } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: orderNumberParamsSchema,
  cacheControl: 'private, no-store',
  handler: async ({ request, params }) => orderDetail((await requireUser(request)).userId, params.orderNumber),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

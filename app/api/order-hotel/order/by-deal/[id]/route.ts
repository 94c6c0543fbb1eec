import { methodsNotAllowed, route } from '@/lib/api/route';
import { dealParamsSchema } from '@/features/deals/schemas';
import { pendingDealOrder } from '@/features/deals/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: dealParamsSchema,
  cacheControl: 'private, no-store',
  handler: ({ params, request }) => pendingDealOrder(request, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

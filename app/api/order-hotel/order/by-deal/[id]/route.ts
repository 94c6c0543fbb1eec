import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { dealParamsSchema } from '@/features/deals/schemas';
import { pendingDealOrder } from '@/features/deals/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'viewer',
  params: dealParamsSchema,
  cacheControl: 'private, no-store',
  handler: ({ params, caller }) => pendingDealOrder(caller, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

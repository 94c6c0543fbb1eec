import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { orderTokenQuerySchema, paymentAttemptOf } from '@/features/orders/server';
import { transactionParamsSchema } from '@/features/payment/schemas';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'viewer',
  params: transactionParamsSchema,
  query: orderTokenQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ params, caller }) => paymentAttemptOf(caller, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

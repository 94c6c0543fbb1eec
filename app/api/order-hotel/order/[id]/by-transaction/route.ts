import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { orderTokenQuerySchema } from '@/features/orders/server';
import { orderByTransaction } from '@/features/sales/server';
import { transactionParamsSchema } from '@/features/payment/schemas';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'viewer',
  params: transactionParamsSchema,
  query: orderTokenQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ params, caller }) => orderByTransaction(caller, params.id),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

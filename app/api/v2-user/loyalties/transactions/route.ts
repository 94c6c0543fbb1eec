import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { transactionsQuerySchema } from '@/features/loyalty/schemas';
import { listTransactions } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  query: transactionsQuerySchema,
  handler: async ({ query, caller }) => listTransactions(caller.userId, { page: query.page, pageSize: query.page_size }),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

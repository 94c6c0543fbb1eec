import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { transactionsQuerySchema } from '@/features/loyalty/schemas';
import { listTransactions } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: transactionsQuerySchema,
  handler: async ({ query, request }) => listTransactions((await requireUser(request)).userId, { page: query.page, pageSize: query.page_size }),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

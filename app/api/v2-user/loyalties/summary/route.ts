import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { loyaltySummary } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  handler: async ({ request }) => loyaltySummary((await requireUser(request)).userId),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { loyaltySummary } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  handler: async ({ caller }) => loyaltySummary(caller.userId),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { memberInfo } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  auth: 'user',
  handler: async ({ caller }) => memberInfo(caller.userId),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

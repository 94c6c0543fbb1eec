import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { emptyBodySchema } from '@/features/loyalty/schemas';
import { activateMember } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'user',
  body: emptyBodySchema,
  handler: async ({ caller }) => activateMember(caller.userId),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

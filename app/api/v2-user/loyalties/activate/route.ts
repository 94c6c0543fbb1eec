import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { emptyBodySchema } from '@/features/loyalty/schemas';
import { activateMember } from '@/features/loyalty/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  body: emptyBodySchema,
  handler: async ({ request }) => activateMember((await requireUser(request)).userId),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

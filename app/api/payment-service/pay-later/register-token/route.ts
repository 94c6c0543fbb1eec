import { methodsNotAllowed, route } from '@/lib/api/route';
import { requireUser } from '@/features/auth/server';
import { payLaterRegisterBodySchema } from '@/features/payment/schemas';
import { registerPayLaterToken } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  body: payLaterRegisterBodySchema,
  cacheControl: 'private, no-store',
  handler: async ({ request, body }) => registerPayLaterToken(await requireUser(request), body.token),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

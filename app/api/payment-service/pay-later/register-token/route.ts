import { methodsNotAllowed, route } from '@/app/api/_lib/route';
import { payLaterRegisterBodySchema } from '@/features/payment/schemas';
import { registerPayLaterToken } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  auth: 'user',
  body: payLaterRegisterBodySchema,
  cacheControl: 'private, no-store',
  handler: async ({ body, caller }) => registerPayLaterToken(caller, body.token),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

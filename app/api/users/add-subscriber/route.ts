import { methodsNotAllowed, route } from '@/lib/api/route';
import { subscribeBodySchema } from '@/features/content/schemas';
import { addSubscriber } from '@/features/content/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  body: subscribeBodySchema,
  handler: ({ body, request }) => addSubscriber(request, body),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

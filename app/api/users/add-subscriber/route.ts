import { withRetryAfter } from '@/lib/api/retry-after';
import { methodsNotAllowed, route } from '@/lib/api/route';
import { subscribeBodySchema } from '@/features/content/schemas';
import { addSubscriber } from '@/features/content/server';

export const dynamic = 'force-dynamic';

export const POST = withRetryAfter(
  route({
    body: subscribeBodySchema,
    handler: ({ body, request }) => addSubscriber(request, body),
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { subscriberTokenBodySchema } from '@/features/content/schemas';
import { confirmSubscription } from '@/features/content/server';

export const dynamic = 'force-dynamic';

// the confirm page's button posts the mail link's token: opening the link alone changes nothing
export const POST = route({
  body: subscriberTokenBodySchema,
  handler: async ({ body }) => ({ outcome: await confirmSubscription(body.token) }),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

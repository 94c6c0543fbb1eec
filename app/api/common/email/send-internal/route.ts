import { methodsNotAllowed, route } from '@/lib/api/route';
import { contactBodySchema } from '@/features/content/schemas';
import { sendInternalMessage } from '@/features/content/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  body: contactBodySchema,
  successStatus: 201,
  handler: ({ body, request }) => sendInternalMessage(request, body),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { contactBodySchema } from '@/features/content/index';
import { sendInternalMessage, withContentLimitHeaders } from '@/features/content/server';

export const dynamic = 'force-dynamic';

export const POST = withContentLimitHeaders(
  route({
    body: contactBodySchema,
    successStatus: 201,
    handler: ({ body, request }) => sendInternalMessage(request, body),
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

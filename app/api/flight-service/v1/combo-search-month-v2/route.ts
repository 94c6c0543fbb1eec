import { methodsNotAllowed, route } from '@/lib/api/route';
import { fareCalendarBodySchema } from '@/features/flights/index';
import { fareCalendar } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const POST = route({
  body: fareCalendarBodySchema,
  handler: ({ body }) => fareCalendar(body),
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);

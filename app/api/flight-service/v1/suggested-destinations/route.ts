import { methodsNotAllowed, route } from '@/lib/api/route';
import { suggestedDestinationsQuerySchema, suggestedDestinations } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: suggestedDestinationsQuerySchema,
  cacheControl: 'public, max-age=300, s-maxage=3600',
  handler: () => suggestedDestinations(),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

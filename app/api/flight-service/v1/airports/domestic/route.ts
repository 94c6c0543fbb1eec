import { methodsNotAllowed, route } from '@/lib/api/route';
import { domesticAirports, suggestedDestinationsQuerySchema } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: suggestedDestinationsQuerySchema,
  cacheControl: 'public, max-age=300, s-maxage=3600',
  handler: () => domesticAirports(),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { flightSearchQuerySchema } from '@/features/flights/schemas';
import { searchFlights } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: flightSearchQuerySchema,
  cacheControl: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
  handler: ({ query }) => searchFlights(query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

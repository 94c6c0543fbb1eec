import { methodsNotAllowed, route } from '@/lib/api/route';
import { airportsQuerySchema } from '@/features/flights/schemas';
import { listAirports, listFlightPlaces } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: airportsQuerySchema,
  cacheControl: 'public, max-age=300, s-maxage=3600',
  handler: async ({ query }) => {
    const [airports, places] = await Promise.all([listAirports(query.q), listFlightPlaces(query.q)]);
    return { airports, places };
  },
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { methodsNotAllowed, route } from '@/lib/api/route';
import { airportsQuerySchema } from '@/features/flights/schemas';
import { listAirports } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: airportsQuerySchema,
  cacheControl: 'public, max-age=300, s-maxage=3600',
  handler: async ({ query }) => ({ airports: await listAirports(query.q) }),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

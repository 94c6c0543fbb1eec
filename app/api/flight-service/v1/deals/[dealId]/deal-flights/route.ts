import { methodsNotAllowed, route } from '@/lib/api/route';
import { dealFlightsParamsSchema, dealFlightsQuerySchema } from '@/features/combos/schemas';
import { comboDealFlights } from '@/features/combos/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  params: dealFlightsParamsSchema,
  query: dealFlightsQuerySchema,
  cacheControl: 'private, no-store',
  handler: ({ params, query }) => comboDealFlights(params.dealId, query.origin, query.departDate),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

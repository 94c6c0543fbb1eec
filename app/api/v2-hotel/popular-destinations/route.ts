import { methodsNotAllowed, route } from '@/lib/api/route';
import { popularDestinationsQuerySchema } from '@/features/hotel-search/schemas';
import { popularDestinations } from '@/features/hotel-search/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: popularDestinationsQuerySchema,
  cacheControl: 'public, max-age=300, s-maxage=3600',
  handler: () => popularDestinations(),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

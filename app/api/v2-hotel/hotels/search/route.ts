import { methodsNotAllowed, route } from '@/lib/api/route';
import { hotelSearchQuerySchema } from '@/features/hotel-search/schemas';
import { searchHotels } from '@/features/hotel-search/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: hotelSearchQuerySchema,
  cacheControl: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
  handler: ({ query }) => searchHotels(query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

import { route } from '@/lib/api/route';
import { hotelSearchQuerySchema } from '@/features/hotel-search/index';
import { searchHotels } from '@/features/hotel-search/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: hotelSearchQuerySchema,
  handler: ({ query }) => searchHotels(query),
});

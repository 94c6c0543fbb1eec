import { methodsNotAllowed, route } from '@/lib/api/route';
import { suggestQuerySchema } from '@/features/hotel-search/schemas';
import { suggest } from '@/features/hotel-search/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: suggestQuerySchema,
  cacheControl: 'public, max-age=300, s-maxage=3600',
  handler: ({ query }) => suggest(query.q),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

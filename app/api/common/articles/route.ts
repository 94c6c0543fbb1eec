import { methodsNotAllowed, route } from '@/lib/api/route';
import { contentListQuerySchema } from '@/features/content/schemas';
import { listArticles } from '@/features/content/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: contentListQuerySchema,
  cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  handler: ({ query }) => listArticles(query),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

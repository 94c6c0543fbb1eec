import { methodsNotAllowed, route } from '@/lib/api/route';
import { exchangeRateQuerySchema, getUsdRate } from '@/features/currency/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: exchangeRateQuerySchema,
  cacheControl: 'public, max-age=300',
  handler: () => getUsdRate(),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

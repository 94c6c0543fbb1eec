import { route } from '@/lib/api/route';
import { exchangeRateQuerySchema } from '@/features/currency/index';
import { getUsdRate } from '@/features/currency/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: exchangeRateQuerySchema,
  cacheControl: 'public, max-age=300',
  handler: () => getUsdRate(),
});

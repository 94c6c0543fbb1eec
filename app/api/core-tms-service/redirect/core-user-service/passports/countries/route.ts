import { methodsNotAllowed, route } from '@/lib/api/route';
import { passportCountriesQuerySchema, passportCountries } from '@/features/flights/server';

export const dynamic = 'force-dynamic';

export const GET = route({
  query: passportCountriesQuerySchema,
  cacheControl: 'public, max-age=300, s-maxage=3600',
  handler: () => passportCountries(),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);

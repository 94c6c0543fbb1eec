import 'server-only';
import { z } from 'zod';
import { todayIso } from '@/lib/dates/product-date';
import { readFlightQuery } from '../../rules/query-params';
import { flightSearchQuerySchema } from '../../schemas';
import { DOMESTIC_CITIES, FOREIGN_AIRPORTS } from '../../seed/world-airports';

/** The queries of the calls that take no parameter: strict like every other query of the API. */
export const suggestedDestinationsQuerySchema = z.strictObject({});
export const passportCountriesQuerySchema = z.strictObject({});

const SEEDED_COUNTRIES = new Map<string, string>([
  ...DOMESTIC_CITIES.map((a) => [a.code, 'VN'] as const),
  ...FOREIGN_AIRPORTS.map((a) => [a.code, a.countryCode] as const),
]);

/**
 * The search query as the API document states it: ap, dt and ps required (without one the answer is
 * "missing params"), and what the handler checks beyond the route's schema (features/flights/rules/query-params.ts
 * on the seeded airports, direction 1 only for a round trip). The route parses flightSearchQuerySchema and applies
 * the rules itself; this one lets the document and its fuzz suite tell a valid search from a refused one.
 */
export const documentedFlightSearchQuerySchema = flightSearchQuerySchema
  .required({ ap: true, dt: true, ps: true })
  .superRefine((query, context) => {
    try {
      const params = readFlightQuery(query, (code) => SEEDED_COUNTRIES.get(code) ?? null, todayIso());
      if (query.direction === '1' && params.leg !== 1)
        context.addIssue({ code: 'custom', path: ['direction'], message: 'direction=1 needs leg=1' });
    } catch (error) {
      context.addIssue({ code: 'custom', path: ['ap'], message: error instanceof Error ? error.message : 'invalid' });
    }
  });

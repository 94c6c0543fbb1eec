import { z } from 'zod';
import { regionSuggestionSchema } from './schemas';

/** GET /api/v2-hotel/popular-destinations takes no parameter (strict: anything else is a 400). */
export const popularDestinationsQuerySchema = z.strictObject({});

/** The places shown when the destination field is focused empty (issue 16): regions, as suggestions are. */
export const popularDestinationsSchema = z.object({ regions: z.array(regionSuggestionSchema) });
export type PopularDestinations = z.infer<typeof popularDestinationsSchema>;

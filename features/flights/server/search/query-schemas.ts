import 'server-only';
import { z } from 'zod';

/** The queries of the calls that take no parameter: strict like every other query of the API. */
export const suggestedDestinationsQuerySchema = z.strictObject({});
export const passportCountriesQuerySchema = z.strictObject({});

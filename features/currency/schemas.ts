import { z } from 'zod';

/** The endpoint takes no parameters; anything in the query string is a mistake. */
export const exchangeRateQuerySchema = z.strictObject({});

export const exchangeRateSchema = z.object({
  currency: z.literal('USD'),
  /** VND per 1 USD */
  rate: z.number().positive(),
  source: z.string(),
  updated_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** What an HTTP rate source must answer: {"rate": 25400} or {"data": {"rate": 25400}} */
export const sourceResponseSchema = z.union([
  z.object({ rate: z.coerce.number().positive() }),
  z.object({ data: z.object({ rate: z.coerce.number().positive() }) }).transform((v) => v.data),
]);

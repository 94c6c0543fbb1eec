import 'server-only';
import type { z } from 'zod';

/**
 * The phone fields parse with a transform (lib/text/vn-phone.ts), which JSON Schema cannot express: the same
 * field with the accepted form as a pattern, so the document (and the fuzzer generating from it) tells it.
 */
export function withMobilePattern<S extends z.ZodObject>(schema: S): S {
  const phone = schema.shape.phone as z.ZodType;
  return schema.extend({
    phone: phone.meta({
      pattern: '^(\\+?84|0)[35789][0-9]{8}$',
      description: 'A Vietnamese mobile number written 0…, 84… or +84… (spaces, dots, dashes allowed); stored as +84 and 9 digits',
    }),
  }) as unknown as S;
}

import 'server-only';
import type { z } from 'zod';

/**
 * Fields that parse through a transform or a pipe (the phone by lib/text/vn-phone.ts, the sign-on email trimmed and
 * lower-cased before its check) lose their rule in JSON Schema: the same fields with the accepted form as a pattern or
 * format, so the document (and the fuzzer generating from it) tells it. The parsing is unchanged.
 */
export function withTransformedFields<S extends z.ZodObject>(schema: S): S {
  const shape = schema.shape as Record<string, z.ZodType>;
  const told: Record<string, z.ZodType> = {};
  if (shape.phone) {
    told.phone = shape.phone.meta({
      pattern: '^(\\+?84|0)[35789][0-9]{8}$',
      description: 'A Vietnamese mobile number written 0…, 84… or +84… (spaces, dots, dashes allowed); stored as +84 and 9 digits',
    });
  }
  if (shape.email) told.email = shape.email.meta({ format: 'email', description: 'Trimmed and compared lower-case' });
  return schema.extend(told) as unknown as S;
}

import { z } from 'zod';

/** Vietnamese mobile numbers: 10 digits starting 03, 05, 07, 08 or 09, written 0…, 84… or +84…, with spaces, dots or dashes. */
const MOBILE = /^(?:\+?84|0)([35789]\d{8})$/;

/** The number as stored (+84 and 9 digits), or null when it is not a Vietnamese mobile number. */
export function normalizeVnMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s.()-]/g, '');
  const match = MOBILE.exec(compact);
  return match ? `+84${match[1]}` : null;
}

/** A Vietnamese mobile number field stored as +84 and 9 digits; `message` when it is not one. `input` sets the string's own rules. */
export const vnMobileSchema = (message: string, input: z.ZodString = z.string()) =>
  input
    .transform((value, ctx) => {
      const phone = normalizeVnMobile(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return phone;
    })
    // the accepted form, for the document and the fuzzer (a transform has no JSON Schema rule of its own)
    .meta({
      pattern: '^(\\+?84|0)[35789][0-9]{8}$',
      description: 'A Vietnamese mobile number written 0…, 84… or +84…; stored as +84 and 9 digits',
    });

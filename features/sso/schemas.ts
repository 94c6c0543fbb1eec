import { z } from 'zod';
import { hasControlChars } from '@/lib/text/control-chars';
import { vnMobileSchema } from '@/lib/text/vn-phone';
import { COMMON_PASSWORDS } from './common-passwords';
import { ssoMessages, type SsoLang } from './messages';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

const lang = z.enum(['vi', 'en']).optional();
const callbackUrl = z.string().max(2048).optional();

/** Schemas are built per language so field messages come in the visitor's language. */
function fields(language: SsoLang) {
  const m = ssoMessages(language);
  const required = { error: m.required };
  return {
    email: z
      .string(required)
      .trim()
      .toLowerCase()
      .max(254, m.emailInvalid)
      .pipe(z.email({ error: m.emailInvalid })),
    /** sign-in compares with what is stored; its rules are the registration's, so no rule is told here */
    loginPassword: z
      .string(required)
      .min(1, m.required)
      .max(PASSWORD_MAX_LENGTH * 8, m.passwordLong),
    newPassword: z
      .string(required)
      .min(PASSWORD_MIN_LENGTH, m.passwordShort)
      .max(PASSWORD_MAX_LENGTH, m.passwordLong)
      .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), m.passwordCommon),
    // PostgreSQL refuses NUL in text: a control character must stop here as a 400, not fail the insert
    name: z
      .string(required)
      .trim()
      .min(1, m.required)
      .max(60, m.nameLong)
      .refine((v) => !hasControlChars(v), m.nameInvalid),
    phone: vnMobileSchema(m.phoneInvalid, z.string(required)),
  };
}

export const registerBodySchema = (language: SsoLang) => {
  const f = fields(language);
  return z.object({
    email: f.email,
    password: f.newPassword,
    first_name: f.name,
    last_name: f.name,
    phone: f.phone,
    callbackUrl,
    lang,
  });
};

export const loginBodySchema = (language: SsoLang) => {
  const f = fields(language);
  return z.object({ email: f.email, password: f.loginPassword, callbackUrl, lang });
};

export const forgotPasswordBodySchema = (language: SsoLang) => z.object({ email: fields(language).email, lang });

export const resetPasswordBodySchema = (language: SsoLang) =>
  z.object({ token: z.string().min(16).max(256), password: fields(language).newPassword, lang });

/** What the sign-in and registration answers carry: where the browser goes next. */
export const redirectAnswerSchema = z.object({ redirect_to: z.string() });
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;

/** GET /sso/api/session: the protocol the site relies on (features/auth/server/sso-client.ts). */
export const sessionAnswerSchema = z.object({
  user_id: z.number().int().positive(),
  session_id: z.string().uuid(),
  expired_at: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

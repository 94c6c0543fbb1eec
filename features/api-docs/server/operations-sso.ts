import 'server-only';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  redirectAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionAnswerSchema,
} from '@/features/sso/schemas';
import { successEnvelope } from '../schemas';
import { BAD_INPUT, described, METHOD_NOT_ALLOWED, type ApiOperation, type ErrorStatus } from './operation-kit';
import { withTransformedFields } from './transformed-fields';

const json = 'application/json' as const;
const BUSY = described('The query ran out of time', 'SERVICE_BUSY');
const common = (extra: Partial<Record<ErrorStatus, string>>) => ({ 400: BAD_INPUT, 405: METHOD_NOT_ALLOWED, 503: BUSY, ...extra });
const LANG = 'Messages in Vietnamese, English with `?lang=en` on the address or `"lang": "en"` in the body.';

/**
 * The built-in sign-on service (app/sso/api). Bodies are parsed by a schema built per language (the messages
 * differ, the rules do not): the Vietnamese one is documented. Unknown body fields are ignored.
 */
export const SSO_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'ssoRegister',
    method: 'post',
    path: '/sso/api/register',
    tag: 'sso',
    summary: 'Create an account and sign it in (sets the `accessToken` cookie)',
    description: `Email unique ignoring case; password 8–128 characters, not a common one. ${LANG}`,
    body: withTransformedFields(registerBodySchema('vi')).meta({ id: 'SsoRegisterBody' }),
    success: {
      status: 201,
      description: 'Signed in: where the browser goes next',
      contentType: json,
      schema: successEnvelope(redirectAnswerSchema),
    },
    errors: common({ 409: described('The email is registered (with an `email` field error)', 'EMAIL_TAKEN') }),
  },
  {
    operationId: 'ssoLogin',
    method: 'post',
    path: '/sso/api/login',
    tag: 'sso',
    summary: 'Sign in with email and password (sets the `accessToken` cookie)',
    description: `10 failures in 15 minutes for the email or the client address block sign-in for a while. ${LANG}`,
    body: withTransformedFields(loginBodySchema('vi')).meta({ id: 'SsoLoginBody' }),
    success: {
      status: 200,
      description: 'Signed in: where the browser goes next',
      contentType: json,
      schema: successEnvelope(redirectAnswerSchema),
    },
    errors: common({
      401: described('Unknown email or wrong password (one message for both)', 'INVALID_CREDENTIALS'),
      429: described(
        '10 failures in 15 minutes for this email from this address, 30 from this address, or (slowed, seconds) past 10 an hour for this email from addresses it never signed in from',
        'TOO_MANY_ATTEMPTS',
      ),
    }),
  },
  {
    operationId: 'ssoLogout',
    method: 'post',
    path: '/sso/api/logout',
    tag: 'sso',
    summary: 'End the session of the token (cookie or `Authorization: Bearer`) and clear the cookie',
    description: 'An unknown or dead session is no error.',
    body: z.object({ callbackUrl: z.string().max(2048).optional(), lang: z.enum(['vi', 'en']).optional() }).optional(),
    success: {
      status: 200,
      description: 'Signed out: where the browser goes next',
      contentType: json,
      schema: successEnvelope(redirectAnswerSchema),
    },
    errors: common({}),
  },
  {
    operationId: 'ssoSession',
    method: 'get',
    path: '/sso/api/session',
    tag: 'sso',
    summary: 'Whose session a token is, while it is live (`Authorization: Bearer <token>`; the cookie is not read)',
    description: 'What the site relies on to check a session (features/auth/server/sso-client.ts).',
    auth: 'session',
    success: { status: 200, description: 'The live session and its user', contentType: json, schema: successEnvelope(sessionAnswerSchema) },
    errors: {
      400: described('A query parameter given twice', 'BAD_REQUEST'),
      401: described('No Bearer token, or one forged, expired, revoked or unknown', 'UNAUTHORIZED'),
      405: METHOD_NOT_ALLOWED,
      503: BUSY,
    },
  },
  {
    operationId: 'ssoRevokeAll',
    method: 'post',
    path: '/sso/api/sessions/revoke-all',
    tag: 'sso',
    summary: "End every session of the token's account (token by Bearer or cookie; the cookie is cleared)",
    auth: 'session',
    success: {
      status: 200,
      description: 'The number of sessions ended',
      contentType: json,
      schema: successEnvelope(z.object({ revoked: z.number().int() })),
    },
    errors: common({ 400: described('A query parameter given twice', 'BAD_REQUEST') }),
  },
  {
    operationId: 'ssoForgotPassword',
    method: 'post',
    path: '/sso/api/forgot-password',
    tag: 'sso',
    summary: 'Mail a one-time reset link (30 minutes) to a known account; the same answer for unknown emails',
    body: withTransformedFields(forgotPasswordBodySchema('vi')).meta({ id: 'SsoForgotPasswordBody' }),
    success: {
      status: 200,
      description: 'The same message whether the email is known or not',
      contentType: json,
      schema: successEnvelope(z.object({ message: z.string() })),
    },
    errors: common({
      429: described(
        'More than 10 requests in 15 minutes for this email from this address or 30 from this address; past 10 an hour for this email, one per slot of seconds',
        'TOO_MANY_ATTEMPTS',
      ),
    }),
  },
  {
    operationId: 'ssoResetPassword',
    method: 'post',
    path: '/sso/api/reset-password',
    tag: 'sso',
    summary: 'Set a new password with a reset token; every session of the account ends',
    body: resetPasswordBodySchema('vi').meta({ id: 'SsoResetPasswordBody' }),
    success: {
      status: 200,
      description: 'Done: a message and the sign-in page',
      contentType: json,
      schema: successEnvelope(z.object({ message: z.string(), redirect_to: z.string() })),
    },
    errors: common({
      400: described('A bad field, a body that is not JSON, or a used, expired or unknown token', 'BAD_REQUEST', 'INVALID_RESET_TOKEN'),
    }),
  },
];

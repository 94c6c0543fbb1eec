import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { badRequest, apiError } from '@/lib/api/errors';
import { ERROR_CODES, type ErrorCode } from '@/lib/api/error-codes';
import { route, type Respond } from '@/lib/api/route';
import { readBodyText } from '@/lib/api/read-body';
import { serverEnv } from '@/lib/env/server';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/security/auth-cookies';
import { zodFieldErrors } from '@/lib/api/envelope';
import { langOf, ssoMessages, type SsoLang } from '../messages';

/** Asks for the session cookie on the answer (a success: route() sets no cookie on a refusal). */
export const setSessionCookie = (respond: Respond, value: string, maxAge: number) =>
  respond.cookie(SESSION_COOKIE, value, sessionCookieOptions(serverEnv(), maxAge));
export const clearSessionCookie = (respond: Respond) => setSessionCookie(respond, '', 0);

/** `?lang=en` of the address (the forms add it), else the body's `lang`. */
export const queryLang = (request: NextRequest): SsoLang => langOf(request.nextUrl.searchParams.get('lang'));

/** A catalogue error with its message in the visitor's language. */
export const ssoError = (code: ErrorCode, lang: SsoLang, message?: string) => apiError(code, message ?? ERROR_CODES[code][lang]);

/**
 * The JSON body parsed by a schema built for the visitor's language, so field messages come in it.
 * Anything else (not JSON, not an object, a bad field) is a 400 with the fields named.
 */
export async function readBody<S extends z.ZodType>(
  request: NextRequest,
  schemaOf: (lang: SsoLang) => S,
): Promise<{ body: z.infer<S>; lang: SsoLang }> {
  // bounded like every API body (413 past 64 KB): these routes answer anyone
  const text = await readBodyText(request);
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw badRequest(ssoMessages(queryLang(request)).badBody);
  }
  const bodyLang = raw && typeof raw === 'object' && 'lang' in raw ? (raw as { lang: unknown }).lang : undefined;
  const lang = request.nextUrl.searchParams.has('lang') ? queryLang(request) : langOf(bodyLang);
  const parsed = schemaOf(lang).safeParse(raw);
  if (!parsed.success) throw badRequest(ssoMessages(lang).badBody, zodFieldErrors(parsed.error));
  return { body: parsed.data, lang };
}

/** The session token: `Authorization: Bearer` (the site, server to server) or the cookie (the browser). */
export function tokenOf(
  request: NextRequest,
  from: { cookie: boolean } = { cookie: true },
): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.get('authorization');
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (bearer) return { token: bearer[1]!, via: 'bearer' };
  const cookie = from.cookie ? request.cookies.get(SESSION_COOKIE)?.value : undefined;
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export { clientAddress as clientIp } from '@/lib/security/client-address';

/** route() for a sign-on handler, which asks for its cookie through `respond`. */
export function ssoRoute<T>(handler: (request: NextRequest, respond: Respond) => Promise<T>, options: { successStatus?: number } = {}) {
  return route({ successStatus: options.successStatus, handler: ({ request, respond }) => handler(request, respond) });
}

import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { ssoAccounts } from '../db';
import { ssoMessages } from '../messages';
import { loginBodySchema, type RedirectAnswer } from '../schemas';
import { callbackTarget } from './callback';
import { tooManyAttempts } from '@/lib/api/errors';
import type { Respond } from '@/lib/api/route';
import { clientIp, readBody, ssoError } from './http';
import { hashPassword, verifyPassword } from './password';
import { startSession } from './sessions';
import { clearFailedSignIns, reserveSignInAttempt } from './sign-in-limits';

/** Verified for unknown emails, so they cost the same Argon2id work as a wrong password (no timing oracle). */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('not-a-password-of-any-account'));

/** POST /sso/api/login: one answer for an unknown email and a wrong password; failures are rate limited. */
export async function login(request: NextRequest, respond: Respond): Promise<RedirectAnswer> {
  const { body, lang } = await readBody(request, loginBodySchema);
  const ip = clientIp(request);
  const attempt = await reserveSignInAttempt(body.email, ip);
  if (attempt.wait > 0) throw tooManyAttempts(attempt.wait, ssoMessages(lang).tooMany(attempt.wait));
  const db = await getDb();
  const [account] = await db
    .select({ id: ssoAccounts.id, passwordHash: ssoAccounts.passwordHash })
    .from(ssoAccounts)
    .where(eq(ssoAccounts.email, body.email))
    .limit(1);
  const matches = await verifyPassword(body.password, account?.passwordHash ?? (await dummy()));
  if (!account || !matches) throw ssoError('INVALID_CREDENTIALS', lang);
  await clearFailedSignIns(attempt);
  await startSession(account.id, request, respond);
  return { redirect_to: callbackTarget(request, body.callbackUrl) };
}

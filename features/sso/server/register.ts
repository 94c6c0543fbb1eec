import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/api/errors';
import type { Respond } from '@/lib/api/route';
import { ssoAccounts } from '../db';
import { ssoMessages } from '../messages';
import { registerBodySchema, type RedirectAnswer } from '../schemas';
import { callbackTarget } from './callback';
import { ssoNow } from './clock';
import { readBody } from './http';
import { hashPassword } from './password';
import { startSession } from './sessions';

/** POST /sso/api/register: a new account, signed in at once. */
export async function register(request: NextRequest, respond: Respond): Promise<RedirectAnswer> {
  const { body, lang } = await readBody(request, registerBodySchema);
  const m = ssoMessages(lang);
  const emailTaken = () => apiError('EMAIL_TAKEN', m.emailTaken, [{ path: 'email', message: m.emailTaken }]);
  const db = await getDb();
  const existing = await db.select({ id: ssoAccounts.id }).from(ssoAccounts).where(eq(ssoAccounts.email, body.email)).limit(1);
  if (existing.length > 0) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const now = ssoNow();
  // two registrations racing for one email: the unique index lets one through
  const [created] = await db
    .insert(ssoAccounts)
    .values({
      email: body.email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      createdAt: now,
      passwordChangedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: ssoAccounts.id });
  if (!created) throw emailTaken();
  await startSession(created.id, request, respond);
  return { redirect_to: callbackTarget(request, body.callbackUrl) };
}
